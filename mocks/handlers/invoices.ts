/** Invoices: opened (or the open one answered again), listed, read, and their enrolments attached. */
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import { keepForeignSales } from '../receipts/sale-receipt';
import { nextInvoiceId } from '../db/ids';
import { badRequest, jsonAnswer, requireUser, requireFound } from '../http/api-answers';
import {
  CreateInvoiceBodySchema,
  InvoiceEnrolmentsBodySchema,
  type InvoiceEnrolmentsBody,
  type InvoiceItemRef,
} from '../../server/upstream/schemas/invoices';
import { catalogueGroup, coursesOfItem, pathOfItem, priceItem } from '../checkout/catalogue';
import { voidOpenOffers } from '../checkout/offers';
import { claimsOf } from '../waitlist/invoice-claims';
import { claimsHaveSeats } from '../waitlist/invoice-seat';
import { holdUntil } from '../waitlist/seat-holds';
import {
  invoiceAnswer,
  invoiceEnrolments,
  invoiceItems,
  settleExpiry,
  updateInvoice,
  type InvoiceRecord,
} from '../checkout/invoice-records';
import { notOpen, route, requireOwnInvoice } from '../checkout/routes';
import type { InvoiceItemFixture } from '../../fixtures/invoices';
import { ownChild } from './parents';
import { requireBody } from '../checkout/body';

const base = `${MOCK_API_URL}/api/invoices`;

type Enrolments = InvoiceEnrolmentsBody['enrolments'];

const itemKey = (item: InvoiceItemRef) =>
  `${item.product_type}:${item.product_id}:${item.learning_path ?? ''}`;
const itemsKey = (items: InvoiceItemRef[]) => items.map(itemKey).sort().join('|');
const enrolmentsKey = (enrolments: Enrolments) =>
  JSON.stringify(enrolments.map(({ course, learning_path, group_id }) => [course, learning_path, group_id]));

const SCHEDULE_FULL = { code: 'schedule_full', detail: 'El grupo elegido ya no tiene cupos.' } as const;

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

/** Field errors of enrolments that the items do not sell, or groups of another course. */
function enrolmentErrors(items: InvoiceItemRef[], enrolments: Enrolments): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  enrolments.forEach((enrolment, index) => {
    const covered = items.some(
      (item) =>
        pathOfItem(item) === enrolment.learning_path && coursesOfItem(item).includes(enrolment.course),
    );
    if (!covered) errors[`enrolments.${index}.course`] = ['El curso no está en este pedido.'];
    else if (enrolment.group_id !== null && !catalogueGroup(enrolment.course, enrolment.group_id))
      errors[`enrolments.${index}.group_id`] = ['El grupo no es de ese curso.'];
  });
  return errors;
}

function writeEnrolments(invoiceId: number, enrolments: Enrolments) {
  for (const old of db.invoiceEnrolment.findMany({ where: { invoiceId: { equals: invoiceId } } }))
    db.invoiceEnrolment.delete({ where: { id: { equals: old.id } } });
  enrolments.forEach((enrolment, position) =>
    db.invoiceEnrolment.create({ id: `${invoiceId}:${position}`, invoiceId, position, ...enrolment }),
  );
}

type NewInvoice = Parameters<typeof db.invoice.create>[0];

function createInvoice(
  fields: Omit<NewInvoice, 'id'>,
  items: InvoiceItemFixture[],
  enrolments: Enrolments | undefined,
): InvoiceRecord {
  const id = nextInvoiceId();
  const invoice = db.invoice.create({ ...fields, id });
  items.forEach((item, position) =>
    db.invoiceItem.create({ id: `${id}:${position}`, invoiceId: id, position, ...item }),
  );
  if (enrolments) writeEnrolments(id, enrolments);
  return invoice;
}

/**
 * New enrolments for an open invoice: their seats taken (decisions 092, 093) and, when they differ
 * from the ones it had, its open offers voided first (issue 74). Null: a seat is missing.
 */
function changeEnrolments(invoice: InvoiceRecord, enrolments: Enrolments, now: Date): InvoiceRecord | null {
  const claims = claimsOf(invoiceItems(invoice.id), enrolments);
  // Before any payment, with no await until the enrolments hold their seats.
  if (!claimsHaveSeats(invoice.userId, invoice.id, claims, now)) return null;
  const changed = enrolmentsKey(invoiceEnrolments(invoice.id)) !== enrolmentsKey(enrolments);
  const current = changed ? voidOpenOffers(invoice) : invoice;
  if (changed) writeEnrolments(invoice.id, enrolments);
  return updateInvoice(current, { seatHeldUntil: holdUntil(now) });
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
    const enrolments = body.enrolments;
    if (enrolments) {
      const wrong = enrolmentErrors(body.items, enrolments);
      if (Object.keys(wrong).length > 0) return badRequest(wrong);
    }
    const now = new Date();

    const open = openInvoiceFor(user.id, child.id, body.currency, body.country, itemsKey(body.items));
    if (open) {
      const kept = enrolments ? changeEnrolments(open, enrolments, now) : open;
      if (!kept) return jsonAnswer(SCHEDULE_FULL, { status: 409 });
      return jsonAnswer({ data: invoiceAnswer(kept) }, { status: 200 });
    }
    // The seats first (issue 74): a refused start creates no invoice. No await until it exists.
    if (enrolments && !claimsHaveSeats(user.id, -1, claimsOf(body.items, enrolments), now))
      return jsonAnswer(SCHEDULE_FULL, { status: 409 });
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
        createdAt: now.toISOString(),
        paidAt: null,
        doneAt: null,
        receiptSentAt: null,
        seatHeldUntil: enrolments ? holdUntil(now) : null,
        offersVoidedSeq: 0,
      },
      priced,
      enrolments,
    );
    // The business's rule for a sale abroad, applied when its receipt is issued (issue 75).
    keepForeignSales({ invoiceId: invoice.id, purchaseId: null }, body.foreign_sales);
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
    requireOwnInvoice(request, params.id);
    const body = await requireBody(request, InvoiceEnrolmentsBodySchema);
    // Read again after the body: from here on nothing awaits, so no other call changes it meanwhile.
    const invoice = requireOwnInvoice(request, params.id);
    if (invoice.status !== 'open') return notOpen();
    const errors = enrolmentErrors(invoiceItems(invoice.id), body.enrolments);
    if (Object.keys(errors).length > 0) return badRequest(errors);
    const changed = changeEnrolments(invoice, body.enrolments, new Date());
    if (!changed) return jsonAnswer(SCHEDULE_FULL, { status: 409 });
    return jsonAnswer({ data: invoiceAnswer(changed) });
  }),
];
