/** Purchases and enrollments; a parent's enrollment (`student_id`) is the child's. */
import { randomUUID } from 'node:crypto';
import { http } from 'msw';
import { asText } from '../http/text';
import { MOCK_API_URL } from '../config';
import { db, userById } from '../db';
import { badRequest, jsonBody, jsonAnswer, requireUser, requireFound, notFound } from '../http/api-answers';
import { createCourseEnrolment } from '../db/seed-parents';
import { vacationEnrolment } from '../checkout/vacation-enrolment';
import { placeVacationEnrolment } from '../schedule/vacation-groups';
import { classEnd } from '../schedule/dates';
import { ownChild } from './parents';
import { apiCourseId } from '../catalogue/facts';
import { checkReceiptBuyer } from '../receipts/buyer-rules';
import { issueReceipt } from '../receipts/issue';
import {
  foreignSalesField,
  keepForeignSales,
  keepReceiptBuyer,
  receiptBuyerOf,
} from '../receipts/sale-receipt';
import { maySellSeat } from '../waitlist/purchase-seat';
import { holdUntil } from '../waitlist/seat-holds';
import { nextCourseEnrolmentId, nextPurchaseId } from '../db/ids';
import { ownPurchase, type PurchaseRecord } from '../refunds/purchase-sale';

const isPositive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

type ChildRecord = NonNullable<ReturnType<typeof db.child.findFirst>>;

type Slot = { day: string; hour: string };

function enrolChild(child: ChildRecord, courseId: string, body: Record<string, unknown>, slots: Slot[]) {
  const course = db.course.findFirst({ where: { id: { equals: courseId } } });
  if (!course) return;
  const startDate = asText(body.initial_date) || null;
  // What was bought: the program's schedule, dates and sessions, never the course's own (decision 031).
  const purchase = db.purchase.findFirst({ where: { id: { equals: asText(body.purchase) } } });
  const bought = vacationEnrolment(purchase?.programId ?? null, purchase?.groupId ?? null, courseId);
  const enrolment = createCourseEnrolment({
    // Counted, a refunded purchase's deleted rows gave a number again: a duplicate key.
    id: nextCourseEnrolmentId(90_000),
    childId: child.id,
    learningPathId: null,
    status: 'has_not_started',
    state: null,
    progress: 0,
    zoom_url: null,
    virtual_room_url: null,
    teacher: null,
    invoice: Number(asText(body.purchase)) || null,
    course: {
      id: apiCourseId(course.id),
      name: asText(body.course_name) || course.name,
      slug: course.slug,
      description: course.shortDescription,
      order_in_learning_path: null,
      duration: bought?.duration ?? course.durationMonths,
      number_of_sessions: bought?.number_of_sessions ?? course.numberOfSessions,
      thumbnail: `/images/cursos/${course.slug}.svg`,
      project_summary: null,
      instructive: null,
      curriculum: null,
    },
    group:
      bought ??
      (slots.length === 0
        ? null
        : {
            start_date: startDate,
            end_date: null,
            frequency: slots.map(({ day, hour }) => ({
              day_name: day,
              time_start: hour,
              time_end: classEnd(hour),
            })),
            frequency_numeric: slots.length,
          }),
    certificate: null,
    vacationProgramId: bought ? purchase?.programId ?? null : null,
  });
  // 'Cambiar horario' (decision 037): the program's other schedules are this course's groups.
  if (bought)
    placeVacationEnrolment(
      enrolment.id,
      apiCourseId(course.id),
      purchase?.programId ?? null,
      purchase?.groupId ?? null,
      courseId,
    );
}

function studentOf(userId: number, studentId: unknown): { id: number; child: ChildRecord | null } | null {
  if (studentId === undefined || studentId === null) return { id: userId, child: null };
  if (typeof studentId !== 'number' || !Number.isSafeInteger(studentId)) return null;
  const child = ownChild(userId, studentId);
  return child ? { id: child.id, child } : null;
}

/**
 * Paid: the boleta or factura for the buyer kept with the purchase, one line for the program
 * (issueReceipt answers the first document again on a repeated update), wherever the family is.
 */
function issuePurchaseReceipt(purchase: PurchaseRecord) {
  const owner = { userId: purchase.userId, invoiceId: null, purchaseId: purchase.id };
  const buyer = receiptBuyerOf(owner);
  if (!buyer) return;
  issueReceipt(owner, {
    buyer,
    currency: purchase.currency === 'USD' ? 'USD' : 'PEN',
    country: userById(purchase.userId)?.countryCode ?? 'PE',
    lines: [{ description: purchase.description, amount: purchase.amount }],
    discount: 0,
    total: purchase.amount,
  });
}

export const purchaseHandlers = [
  http.post(`${MOCK_API_URL}/api/purchases/`, async ({ request }) => {
    const user = requireUser(request);
    const body = await jsonBody(request);
    const errors: Record<string, string[]> = {};
    if (!/^\d+$/.test(asText(body?.MERCHANT_ID))) errors.MERCHANT_ID = ['Este campo es requerido.'];
    if (!isPositive(body?.amount)) errors.amount = ['Monto inválido.'];
    if (!['PEN', 'USD'].includes(asText(body?.currency))) errors.currency = ['Moneda inválida.'];
    if (Object.keys(errors).length > 0 || !body || !isPositive(body.amount)) return badRequest(errors);
    const currency = asText(body.currency) === 'USD' ? 'USD' : 'PEN';
    const receipt = checkReceiptBuyer(
      body.receipt_buyer,
      { amount: body.amount, currency },
      user.countryCode,
    );
    if (!receipt.ok) return badRequest(receipt.errors);
    const foreignSales = foreignSalesField(body.foreign_sales);
    if (!foreignSales.ok) return badRequest({ foreign_sales: ["Debe ser 'export' o 'taxed'."] });
    // Before any charge, with no await until the purchase holds its seat (decision 092).
    const now = new Date();
    if (!maySellSeat(user.id, asText(body.program_id) || null, asText(body.group_id) || null, now))
      return jsonAnswer(
        { code: 'schedule_full', detail: 'El horario elegido ya no tiene cupos.' },
        { status: 409 },
      );
    const purchase = db.purchase.create({
      id: nextPurchaseId(),
      userId: user.id,
      merchantId: asText(body.MERCHANT_ID),
      amount: body.amount,
      currency: asText(body.currency),
      description: asText(body.description),
      programId: asText(body.program_id) || null,
      groupId: asText(body.group_id) || null,
      transactionId: null,
      paidAmount: null,
      createdAt: now.toISOString(),
      seatHeldUntil: holdUntil(now),
    });
    // Every sale gets a Peruvian receipt, under the foreign-sales rule it was opened with (issue 75).
    keepReceiptBuyer({ invoiceId: null, purchaseId: purchase.id }, receipt.buyer);
    keepForeignSales({ invoiceId: null, purchaseId: purchase.id }, foreignSales.value);
    return jsonAnswer({ data: { purchase_id: purchase.id } }, { status: 201 });
  }),

  http.patch(`${MOCK_API_URL}/api/purchases/:id/`, async ({ request, params }) => {
    const user = requireUser(request);
    const purchase = ownPurchase(user.id, String(params.id));
    if (!purchase) return notFound();
    const body = await jsonBody(request);
    if (!isPositive(body?.amount) || !asText(body?.transaction_id) || !asText(body?.currency)) {
      return badRequest({ detail: ['amount, currency y transaction_id son obligatorios.'] });
    }
    const updated = db.purchase.update({
      where: { id: { equals: purchase.id } },
      data: { paidAmount: body.amount, transactionId: asText(body.transaction_id) },
    });
    issuePurchaseReceipt(purchase);
    return jsonAnswer({ data: updated });
  }),

  http.post(`${MOCK_API_URL}/api/enrollments/`, async ({ request }) => {
    const user = requireUser(request);
    const body = await jsonBody(request);
    const courseId = asText(body?.course_id);
    const purchaseNumber = asText(body?.purchase);
    const errors: Record<string, string[]> = {};
    if (!db.course.findFirst({ where: { id: { equals: courseId } } })) errors.course_id = ['Curso inválido.'];
    if (!ownPurchase(user.id, purchaseNumber)) errors.purchase = ['Compra inválida.'];
    if (!asText(body?.timezone_name)) errors.timezone_name = ['Este campo es requerido.'];
    if (body && 'student_id' in body && typeof body.student_id !== 'number')
      errors.student_id = ['Estudiante inválido.'];
    if (Object.keys(errors).length > 0 || !body) return badRequest(errors);
    // Another family's child is an object this parent cannot see.
    const student = requireFound(studentOf(user.id, body.student_id));
    // Idempotent per purchase, course and student, like the real API: a repeated call returns the first enrollment.
    const mine = db.enrollment.findMany({
      where: { userId: { equals: student.id }, course_id: { equals: courseId } },
    });
    const existing = mine.find((e) => e.purchase === purchaseNumber);
    if (existing) return jsonAnswer({ data: { id: existing.id } }, { status: 200 });
    // A student is in a group (course, group and start date) once, whatever purchase pays it again.
    const groupId = asText(body.group_id) || null;
    const initialDate = asText(body.initial_date) || null;
    if (groupId !== null && mine.some((e) => e.group_id === groupId && e.initial_date === initialDate))
      return jsonAnswer(
        { detail: 'El estudiante ya está inscrito en este curso y horario.' },
        { status: 409 },
      );
    const schedules = Array.isArray(body.schedules) ? body.schedules : [];
    const slots: Slot[] = schedules.map((slot: { day?: unknown; hour?: unknown }) => ({
      day: asText(slot?.day),
      hour: asText(slot?.hour),
    }));
    if (student.child) enrolChild(student.child, courseId, body, slots);
    const enrollment = db.enrollment.create({
      id: Math.max(9100, ...db.enrollment.getAll().map((row) => row.id)) + 1,
      userId: student.id,
      course_id: courseId,
      course_name: asText(body?.course_name) || null,
      module_id: asText(body?.module_id) || null,
      module_name: asText(body?.module_name) || null,
      group_id: asText(body?.group_id) || null,
      group_name: asText(body?.group_name) || null,
      initial_date: asText(body?.initial_date) || null,
      schedules: slots.map((slot, index) =>
        db.schedule.create({ id: `${purchaseNumber}-${courseId}-${index}-${randomUUID()}`, ...slot }),
      ),
      timezone_name: asText(body?.timezone_name),
      purchase: purchaseNumber,
      status: 'has_not_started',
      progress: 0,
    });
    return jsonAnswer({ data: { id: enrollment.id } }, { status: 201 });
  }),
];
