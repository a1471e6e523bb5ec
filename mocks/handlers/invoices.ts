/** Invoices: opened (or the open one answered again), listed, read, and their enrolments attached. */
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import { badRequest, conflict, jsonAnswer, requireUser, requireFound } from '../http/api-answers';
import {
  CreateInvoiceBodySchema,
  InvoiceEnrolmentsBodySchema,
  type InvoiceItemRef,
} from '../../server/upstream/schemas/invoices';
import { catalogueGroup, coursesOfItem, pathOfItem, priceItem } from '../checkout/catalogue';
import { courseGroupSeatsLeft } from '../waitlist/course-seats';
import { takeCourseSeat } from '../waitlist/invoice-seat';
import {
  invoiceAnswer,
  invoiceItems,
  nextInvoiceId,
  settleExpiry,
  type InvoiceRecord,
} from '../checkout/invoice-records';
import { NOT_OPEN, route, requireOwnInvoice } from '../checkout/routes';
import type { InvoiceItemFixture } from '../../fixtures/invoices';
import { ownChild } from './parents';
import { requireBody } from '../checkout/body';

const base = `${MOCK_API_URL}/api/invoices`;

const itemKey = (item: InvoiceItemRef) =>
  `${item.product_type}:${item.product_id}:${item.learning_path ?? ''}`;
const itemsKey = (items: InvoiceItemRef[]) => items.map(itemKey).sort().join('|');

/** The family's open invoice for the same child and items (reloads, tabs and instances reuse it). */
function openInvoiceFor(userId: number, studentId: number, currency: string, country: string, key: string) {
  return (
    db.invoice
      .findMany({
        where: {
          userId: { equals: userId },
          studentId: { equals: studentId },
          currency: { equals: currency === 'PEN' ? 'PEN' : 'USD' },
          country: { equals: country },
        },
      })
      .map((invoice) => settleExpiry(invoice))
      .find((invoice) => invoice.status === 'open' && itemsKey(invoiceItems(invoice.id)) === key) ?? null
  );
}

type NewInvoice = Parameters<typeof db.invoice.create>[0];

function createInvoice(fields: Omit<NewInvoice, 'id'>, items: InvoiceItemFixture[]): InvoiceRecord {
  const id = nextInvoiceId();
  const invoice = db.invoice.create({ ...fields, id });
  items.forEach((item, position) =>
    db.invoiceItem.create({ id: `${id}:${position}`, invoiceId: id, position, ...item }),
  );
  return invoice;
}

export const invoiceHandlers = [
  ...route('post', `${base}/`, async ({ request }) => {
    const user = requireUser(request);
    const body = await requireBody(request, CreateInvoiceBodySchema);
    const child = requireFound(ownChild(user.id, body.student_id));
    if (body.currency !== (body.country === 'PE' ? 'PEN' : 'USD'))
      return badRequest({
        currency: ['La moneda no corresponde al país: PEN solo en Perú, USD en los demás.'],
      });
    if (new Set(body.items.map(itemKey)).size !== body.items.length)
      return badRequest({ items: ['Hay productos repetidos.'] });
    const priced: InvoiceItemFixture[] = [];
    const errors: Record<string, string[]> = {};
    body.items.forEach((ref, index) => {
      const result = priceItem(ref, body.currency);
      if (result.ok) priced.push(result.item);
      else errors[`items.${index}.product_id`] = [result.message];
    });
    if (Object.keys(errors).length > 0) return badRequest(errors);

    const open = openInvoiceFor(user.id, child.id, body.currency, body.country, itemsKey(body.items));
    if (open) return jsonAnswer({ data: invoiceAnswer(open) }, { status: 200 });
    const invoice = createInvoice(
      {
        userId: user.id,
        studentId: child.id,
        status: 'open',
        currency: body.currency,
        country: body.country,
        discountCode: null,
        paymentMethod: null,
        paymentReference: null,
        createdAt: new Date().toISOString(),
        paidAt: null,
        doneAt: null,
        receiptEmailId: null,
        receiptSentAt: null,
      },
      priced,
    );
    return jsonAnswer({ data: invoiceAnswer(invoice) }, { status: 201 });
  }),

  ...route('get', `${base}/`, ({ request }) => {
    const user = requireUser(request);
    const mine = db.invoice
      .findMany({ where: { userId: { equals: user.id } } })
      .map((invoice) => settleExpiry(invoice))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    return jsonAnswer({ data: mine.map(invoiceAnswer) });
  }),

  ...route('get', `${base}/:id/`, ({ request, params }) => {
    return jsonAnswer({ data: invoiceAnswer(requireOwnInvoice(request, params.id)) });
  }),

  ...route('patch', `${base}/:id/enrolments`, async ({ request, params }) => {
    const invoice = requireOwnInvoice(request, params.id);
    const body = await requireBody(request, InvoiceEnrolmentsBodySchema);
    if (invoice.status !== 'open') return conflict(NOT_OPEN);
    const items = invoiceItems(invoice.id);
    const errors: Record<string, string[]> = {};
    body.enrolments.forEach((enrolment, index) => {
      const covered = items.some(
        (item) =>
          pathOfItem(item) === enrolment.learning_path && coursesOfItem(item).includes(enrolment.course),
      );
      if (!covered) errors[`enrolments.${index}.course`] = ['El curso no está en este pedido.'];
      else if (enrolment.group_id !== null && !catalogueGroup(enrolment.course, enrolment.group_id))
        errors[`enrolments.${index}.group_id`] = ['El grupo no es de ese curso.'];
    });
    if (Object.keys(errors).length > 0) return badRequest(errors);
    // Before any payment, with no await until the enrolments hold their seats (decisions 092, 093).
    const now = new Date();
    // A course bought alone has a waitlist (decision 093); one inside a path only its group's seats.
    const soldAlone = (course: string) =>
      items.some(
        (item) => item.product_type === 'course' && item.product_id === course && item.learning_path === null,
      );
    const hasSeat = body.enrolments.map((enrolment) =>
      soldAlone(enrolment.course)
        ? takeCourseSeat(invoice.userId, invoice.id, enrolment.course, enrolment.group_id, now)
        : enrolment.group_id === null ||
          courseGroupSeatsLeft(invoice.userId, invoice.id, enrolment.course, enrolment.group_id, now) > 0,
    );
    if (hasSeat.includes(false))
      return jsonAnswer(
        { code: 'schedule_full', detail: 'El grupo elegido ya no tiene cupos.' },
        { status: 409 },
      );
    for (const old of db.invoiceEnrolment.findMany({ where: { invoiceId: { equals: invoice.id } } }))
      db.invoiceEnrolment.delete({ where: { id: { equals: old.id } } });
    body.enrolments.forEach((enrolment, position) =>
      db.invoiceEnrolment.create({
        id: `${invoice.id}:${position}`,
        invoiceId: invoice.id,
        position,
        ...enrolment,
      }),
    );
    return jsonAnswer({ data: invoiceAnswer(invoice) });
  }),
];
