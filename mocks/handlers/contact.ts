/** POST /api/contact/: stores the support request and answers 201. */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import { badRequest, jsonBody, jsonAnswer, requireUser } from '../http/api-answers';

const INQUIRY_TYPES = ['academica', 'soporte'];

export const contactHandlers = [
  http.post(`${MOCK_API_URL}/api/contact/`, async ({ request }) => {
    const user = requireUser(request);
    const body = await jsonBody(request);
    const type = body?.tipo_de_consulta;
    const message = typeof body?.message === 'string' ? body.message.trim() : '';
    const errors: Record<string, string[]> = {};
    if (typeof type !== 'string' || !INQUIRY_TYPES.includes(type))
      errors.tipo_de_consulta = ['Elija una opción válida.'];
    if (!message) errors.message = ['Este campo es requerido.'];
    if (Object.keys(errors).length > 0 || typeof type !== 'string') return badRequest(errors);

    const created = db.contactRequest.create({
      id: db.contactRequest.count() + 1,
      userId: user.id,
      tipo_de_consulta: type,
      message,
      createdAt: new Date().toISOString(),
    });
    return jsonAnswer({ id: created.id, status: 'recibido' }, { status: 201 });
  }),
];
