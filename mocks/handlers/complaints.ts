/**
 * The anonymous complaints book (docs/decisions/019, 099): POST /api/complaints/ files a sheet,
 * numbered per year, and e-mails the consumer its copy link; GET /api/complaints/copy/, with that
 * link's token as the bearer, answers the sheet with the provider's answer once recorded.
 */
import { http } from 'msw';
import { z } from 'zod';
import { MOCK_API_URL } from '../config';
import {
  badRequest,
  bearerToken,
  CHOICE,
  fieldErrorsOf,
  jsonBody,
  notFound,
  REQUIRED,
  requiredText as required,
  jsonAnswer,
} from '../http/api-answers';
import { fileSheet, sheetAnswer, sheetByToken } from '../complaints/sheets';
import { sendComplaintCopy } from '../outbox/complaints';

const ComplaintBodySchema = z.object({
  first_name: required,
  last_name: required,
  // A body from before a consumer abroad was asked: Peru's.
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, CHOICE)
    .default('PE'),
  document_type: required,
  document_number: required,
  address: required,
  department: required.nullable(),
  district: required.nullable(),
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
    const body = parsed.data;
    if (body.is_minor && !body.guardian)
      return badRequest({ guardian: ['Los datos del apoderado son obligatorios para un menor de edad.'] });
    if (body.country === 'PE' && (!body.department || !body.district))
      return badRequest({
        ...(body.department ? {} : { department: [REQUIRED] }),
        ...(body.district ? {} : { district: [REQUIRED] }),
      });
    const sheet = fileSheet(body);
    sendComplaintCopy({
      ...sheet,
      to: body.email,
      firstName: body.first_name,
      kind: body.claim_type,
    });
    return jsonAnswer(
      {
        data: {
          id: sheet.id,
          number: sheet.number,
          year: sheet.year,
          created_at: sheet.createdAt,
          copy_token: sheet.copyToken,
        },
      },
      { status: 201 },
    );
  }),

  http.get(`${MOCK_API_URL}/api/complaints/copy/`, ({ request }) => {
    const sheet = sheetByToken(bearerToken(request));
    return sheet ? jsonAnswer({ data: sheetAnswer(sheet) }) : notFound();
  }),
];
