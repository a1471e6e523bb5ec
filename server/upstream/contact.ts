/** Contact support (hidden endpoint, docs/decisions/003). */
import { z } from 'zod';
import { callApi } from './services';

export interface ContactRequest {
  tipo_de_consulta: 'academica' | 'soporte';
  message: string;
}

export async function sendContactRequest(bearer: string, body: ContactRequest) {
  await callApi({
    method: 'POST',
    path: '/api/contact/',
    body,
    bearer,
    schema: z.unknown(),
    okStatuses: [200, 201],
  });
}
