/** Contact support (hidden endpoint, docs/decisions/003). */
import { z } from 'zod';
import { postApi } from './services';

export interface ContactRequest {
  tipo_de_consulta: 'academica' | 'soporte';
  message: string;
}

export async function sendContactRequest(bearer: string, body: ContactRequest) {
  await postApi('/api/contact/', body, z.unknown(), { bearer, created: true });
}

export interface VisitorContactRequest {
  name: string;
  email: string;
  phone: string | null;
  message: string;
}

/** A visitor's question from /contactanos: anonymous, never retried by us (hidden endpoint too). */
export async function sendVisitorContactRequest(body: VisitorContactRequest) {
  await postApi('/api/contact/visitors/', body, z.unknown(), { created: true });
}
