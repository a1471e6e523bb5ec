/** POST /api/complaints/: the anonymous complaints book, numbered per year. */
import { randomUUID } from 'node:crypto';
import { http } from 'msw';
import { z } from 'zod';
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import {
  badRequest,
  CHOICE,
  fieldErrorsOf,
  jsonBody,
  REQUIRED,
  requiredText as required,
  jsonAnswer,
} from '../http/api-answers';
import { sendComplaintCopy } from '../outbox/accounts';
import { inLima } from '../outbox/dates';

const ComplaintBodySchema = z.object({
  first_name: required,
  last_name: required,
  document_type: required,
  document_number: required,
  address: required,
  department: required,
  district: required,
  phone: required,
  email: z.email({ error: 'Introduzca una dirección de correo electrónico válida.' }),
  is_minor: z.boolean({ error: REQUIRED }),
  guardian: z.object({ name: required, document_type: required, document_number: required }).nullable(),
  claim_object: z.enum(['product', 'service'], { error: CHOICE }),
  amount: z.number({ error: 'Introduzca un número válido.' }).nonnegative(),
  // Optional: a body from before the kit or course was asked still files.
  good_name: z.string().trim().min(1).max(160).nullish(),
  good_description: required,
  claim_type: z.enum(['claim', 'complaint'], { error: CHOICE }),
  detail: required,
  request: required,
});

export const complaintHandlers = [
  http.post(`${MOCK_API_URL}/api/complaints/`, async ({ request }) => {
    const parsed = ComplaintBodySchema.safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest(fieldErrorsOf(parsed.error));
    if (parsed.data.is_minor && !parsed.data.guardian)
      return badRequest({ guardian: ['Los datos del apoderado son obligatorios para un menor de edad.'] });
    const now = new Date();
    const year = inLima(now).year();
    const number = db.complaint.count({ where: { year: { equals: year } } }) + 1;
    const complaint = db.complaint.create({
      id: randomUUID(),
      number,
      year,
      createdAt: now.toISOString(),
      body: JSON.stringify(parsed.data),
    });
    sendComplaintCopy({
      ...complaint,
      to: parsed.data.email,
      firstName: parsed.data.first_name,
      kind: parsed.data.claim_type,
    });
    return jsonAnswer(
      { data: { id: complaint.id, number, year, created_at: complaint.createdAt } },
      { status: 201 },
    );
  }),
];
