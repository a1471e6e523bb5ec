/** Purchases and enrollments: POST/PATCH /api/purchases/, POST /api/enrollments/. */
import { randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { asText } from '../text';
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import { authenticatedUser, badRequest, jsonBody, notFound, unauthorized } from '../http-helpers';

const isPositive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

export const purchaseHandlers = [
  http.post(`${MOCK_API_URL}/api/purchases/`, async ({ request }) => {
    const user = authenticatedUser(request);
    if (!user) return unauthorized();
    const body = await jsonBody(request);
    const errors: Record<string, string[]> = {};
    if (!/^\d+$/.test(asText(body?.MERCHANT_ID))) errors.MERCHANT_ID = ['Este campo es requerido.'];
    if (!isPositive(body?.amount)) errors.amount = ['Monto inválido.'];
    if (!['PEN', 'USD'].includes(asText(body?.currency))) errors.currency = ['Moneda inválida.'];
    if (Object.keys(errors).length > 0 || !body || !isPositive(body.amount)) return badRequest(errors);
    const purchase = db.purchase.create({
      id: String(1027000000 + db.purchase.count() + 1),
      userId: user.id,
      merchantId: asText(body.MERCHANT_ID),
      amount: body.amount,
      currency: asText(body.currency),
      description: asText(body.description),
      transactionId: null,
      paidAmount: null,
      createdAt: new Date().toISOString(),
    });
    return HttpResponse.json({ data: { purchase_id: purchase.id } }, { status: 201 });
  }),

  http.patch(`${MOCK_API_URL}/api/purchases/:id/`, async ({ request, params }) => {
    const user = authenticatedUser(request);
    if (!user) return unauthorized();
    const purchase = db.purchase.findFirst({
      where: { id: { equals: String(params.id) }, userId: { equals: user.id } },
    });
    if (!purchase) return notFound();
    const body = await jsonBody(request);
    if (!isPositive(body?.amount) || !asText(body?.transaction_id) || !asText(body?.currency)) {
      return badRequest({ detail: ['amount, currency y transaction_id son obligatorios.'] });
    }
    const updated = db.purchase.update({
      where: { id: { equals: purchase.id } },
      data: { paidAmount: body.amount, transactionId: asText(body.transaction_id) },
    });
    return HttpResponse.json({ data: updated });
  }),

  http.post(`${MOCK_API_URL}/api/enrollments/`, async ({ request }) => {
    const user = authenticatedUser(request);
    if (!user) return unauthorized();
    const body = await jsonBody(request);
    const courseId = asText(body?.course_id);
    const purchaseNumber = asText(body?.purchase);
    const errors: Record<string, string[]> = {};
    if (!db.course.findFirst({ where: { id: { equals: courseId } } })) errors.course_id = ['Curso inválido.'];
    if (!db.purchase.findFirst({ where: { id: { equals: purchaseNumber }, userId: { equals: user.id } } }))
      errors.purchase = ['Compra inválida.'];
    if (!asText(body?.timezone_name)) errors.timezone_name = ['Este campo es requerido.'];
    if (Object.keys(errors).length > 0) return badRequest(errors);
    // Idempotent per purchase and course, like the real API: a repeated call returns the first enrollment.
    const existing = db.enrollment.findFirst({
      where: {
        userId: { equals: user.id },
        course_id: { equals: courseId },
        purchase: { equals: purchaseNumber },
      },
    });
    if (existing) return HttpResponse.json({ data: { id: existing.id } }, { status: 200 });
    const schedules = Array.isArray(body?.schedules) ? body.schedules : [];
    const enrollment = db.enrollment.create({
      id: 9100 + db.enrollment.count() + 1,
      userId: user.id,
      course_id: courseId,
      course_name: asText(body?.course_name) || null,
      module_id: asText(body?.module_id) || null,
      module_name: asText(body?.module_name) || null,
      group_id: asText(body?.group_id) || null,
      group_name: asText(body?.group_name) || null,
      initial_date: asText(body?.initial_date) || null,
      schedules: schedules.map((slot: { day?: unknown; hour?: unknown }, index: number) =>
        db.schedule.create({
          id: `${purchaseNumber}-${courseId}-${index}-${randomUUID()}`,
          day: asText(slot.day),
          hour: asText(slot.hour),
        }),
      ),
      timezone_name: asText(body?.timezone_name),
      purchase: purchaseNumber,
      status: 'has_not_started',
      progress: 0,
    });
    return HttpResponse.json({ data: { id: enrollment.id } }, { status: 201 });
  }),
];
