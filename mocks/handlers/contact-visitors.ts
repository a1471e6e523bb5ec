/** POST /api/contact/visitors/: a visitor's question, stored and acknowledged by e-mail; 201. */
import { http } from 'msw';
import { z } from 'zod';
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import { badRequest, fieldErrorsOf, jsonBody, requiredText, jsonAnswer } from '../http/api-answers';
import { sendContactAcknowledgement } from '../outbox/accounts';

const VisitorContactBodySchema = z.object({
  name: requiredText.max(80),
  email: z.email('Introduzca una dirección de correo electrónico válida.'),
  phone: z
    .string()
    .regex(/^\+\d{6,15}$/, 'Introduzca un número de teléfono válido.')
    .nullable(),
  message: requiredText.max(2000),
});

export const visitorContactHandlers = [
  http.post(`${MOCK_API_URL}/api/contact/visitors/`, async ({ request }) => {
    const parsed = VisitorContactBodySchema.safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest(fieldErrorsOf(parsed.error));
    const body = parsed.data;
    const created = db.visitorContactRequest.create({
      id: db.visitorContactRequest.count() + 1,
      ...body,
      createdAt: new Date().toISOString(),
    });
    sendContactAcknowledgement({ to: body.email, name: body.name, message: body.message });
    return jsonAnswer({ id: created.id, status: 'recibido' }, { status: 201 });
  }),
];
