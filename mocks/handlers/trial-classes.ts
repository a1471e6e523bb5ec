/** The free trial class: the offer, and bookings once per idempotency key. */
import { http } from 'msw';
import { z } from 'zod';
import { STUDENT_AGES } from '../../kernel/age-ranges';
import { trialOffer } from '../../fixtures/trial-offer';
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import { badRequest, CHOICE, fieldErrorsOf, jsonBody, REQUIRED, jsonAnswer } from '../http/api-answers';

const TrialBookingBodySchema = z.object({
  parent_name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(80),
  phone: z.string({ error: REQUIRED }).regex(/^\+\d{6,15}$/, 'Introduzca un número de teléfono válido.'),
  phone_country: z.string({ error: REQUIRED }).regex(/^[A-Z]{2}$/, CHOICE),
  age_range: z.enum(['5_to_7', '8_to_11', '12_plus'], { error: CHOICE }),
  student_age: z.enum(STUDENT_AGES, { error: CHOICE }),
  preferred_days: z.array(z.string(), { error: REQUIRED }).min(1, REQUIRED),
  idempotency_key: z.uuid({ error: REQUIRED }),
});

const CONTACT_WITHIN_HOURS = 24;

const answer = (id: string) => ({
  data: { id, status: 'requested', contact_within_hours: CONTACT_WITHIN_HOURS },
});

export const trialClassHandlers = [
  http.get(`${MOCK_API_URL}/api/products/catch-users/`, () => jsonAnswer({ data: trialOffer })),
  http.post(`${MOCK_API_URL}/api/products/catch-users/`, async ({ request }) => {
    const parsed = TrialBookingBodySchema.safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest(fieldErrorsOf(parsed.error));
    const body = parsed.data;
    const offered: readonly string[] = trialOffer.days;
    if (body.preferred_days.some((day) => !offered.includes(day)))
      return badRequest({ preferred_days: ['Uno de los días elegidos no tiene clases de prueba.'] });
    const earlier = db.trialClass.findFirst({ where: { idempotencyKey: { equals: body.idempotency_key } } });
    if (earlier) return jsonAnswer(answer(earlier.id));
    const id = `PRUEBA-${String(db.trialClass.count() + 1).padStart(6, '0')}`;
    db.trialClass.create({
      id,
      idempotencyKey: body.idempotency_key,
      parentName: body.parent_name,
      phone: body.phone,
      phoneCountry: body.phone_country,
      ageRange: body.age_range,
      studentAge: body.student_age,
      preferredDays: body.preferred_days.join(','),
      createdAt: new Date().toISOString(),
    });
    return jsonAnswer(answer(id), { status: 201 });
  }),
];
