/**
 * POST /api/invoices/{id}/refund/ and /api/purchases/{id}/refund/: the family's own paid pedido or
 * vacation purchase, before its cut-off, refunded once (mocks/refunds/refund.ts does both).
 */
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import { jsonAnswer, requireFound, requireUser } from '../http/api-answers';
import { requireBody } from '../checkout/body';
import { route, requireOwnInvoice } from '../checkout/routes';
import { RefundBodySchema, type RefundRefusal } from '../../server/upstream/schemas/refunds';
import { refundDeadline } from '../refunds/policy';
import { refundAnswer, refundOf, refundSale } from '../refunds/refund';
import { invoiceSale } from '../refunds/invoice-sale';
import { paidAuthorization, purchaseRefundDeadline, purchaseSale } from '../refunds/purchase-sale';
import { courseListId } from '../waitlist/course-seats';
import { advance } from '../waitlist/queue';
import { scopeOfUser } from '../waitlist/seats';

const refused = (error_code: RefundRefusal['error_code'], detail: string) =>
  jsonAnswer({ error_code, detail } satisfies RefundRefusal, { status: 409 });

const cutoffPassed = (sale: string, started: string) =>
  `Ya no se puede pedir la devolución de ${sale}: faltan menos de 48 horas para la primera clase o ${started} ya empezó. Escríbenos y lo revisamos contigo.`;
const PROVIDER_REFUSED =
  'El medio de pago no aceptó la devolución en este momento. No se hizo ningún cambio: inténtalo de nuevo más tarde o escríbenos.';

const ownPurchase = (request: Request, id: unknown) => {
  const user = requireUser(request);
  return requireFound(
    db.purchase.findFirst({ where: { id: { equals: String(id) }, userId: { equals: user.id } } }),
  );
};

export const refundHandlers = [
  ...route('post', `${MOCK_API_URL}/api/invoices/:id/refund/`, async ({ request, params }) => {
    requireOwnInvoice(request, params.id);
    const body = await requireBody(request, RefundBodySchema);
    // From here on nothing awaits: two requests for the same pedido run one after the other.
    const invoice = requireOwnInvoice(request, params.id);
    const done = refundOf({ invoiceId: invoice.id, purchaseId: null });
    if (done)
      return jsonAnswer({ data: { invoice_id: invoice.id, ...refundAnswer(invoiceSale(invoice), done) } });
    if (invoice.status !== 'paid')
      return refused('not_paid', 'Este pedido no está pagado: no hay nada que devolver.');
    const deadline = refundDeadline(invoice);
    if (!deadline || Date.now() >= deadline.getTime())
      return refused('cutoff_passed', cutoffPassed('este pedido', 'el curso'));
    const result = refundSale(invoiceSale(invoice), body);
    if (!result.ok) return refused('provider_refused', PROVIDER_REFUSED);
    const refunded = requireOwnInvoice(request, params.id);
    // Its course seats are free again: the first family waiting for each course gets its hold now.
    for (const enrolment of db.invoiceEnrolment.findMany({ where: { invoiceId: { equals: refunded.id } } }))
      advance(scopeOfUser(refunded.userId), courseListId(enrolment.course), new Date());
    return jsonAnswer(
      { data: { invoice_id: refunded.id, ...refundAnswer(invoiceSale(refunded), result.record) } },
      { status: 201 },
    );
  }),

  ...route('post', `${MOCK_API_URL}/api/purchases/:id/refund/`, async ({ request, params }) => {
    ownPurchase(request, params.id);
    const body = await requireBody(request, RefundBodySchema);
    // From here on nothing awaits: two requests for the same purchase run one after the other.
    const purchase = ownPurchase(request, params.id);
    const authorization = paidAuthorization(purchase);
    if (!authorization) return refused('not_paid', 'Esta compra no está pagada: no hay nada que devolver.');
    const sale = purchaseSale(purchase, authorization);
    const done = refundOf(sale.owner);
    if (done) return jsonAnswer({ data: { purchase_id: purchase.id, ...refundAnswer(sale, done) } });
    const deadline = purchaseRefundDeadline(purchase);
    if (!deadline || Date.now() >= deadline.getTime())
      return refused('cutoff_passed', cutoffPassed('esta compra', 'el programa'));
    const result = refundSale(sale, body);
    if (!result.ok) return refused('provider_refused', PROVIDER_REFUSED);
    // The seat is free again: the first family waiting for the program gets its hold now.
    if (purchase.programId) advance(scopeOfUser(purchase.userId), purchase.programId, new Date());
    return jsonAnswer(
      { data: { purchase_id: purchase.id, ...refundAnswer(sale, result.record) } },
      { status: 201 },
    );
  }),
];
