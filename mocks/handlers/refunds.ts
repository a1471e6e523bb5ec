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
import { saleOwnerOf, type Sale } from '../checkout/sales';
import {
  refundAnswer,
  refundOf,
  refundSale,
  type RefundableSale,
  type RefundRecord,
} from '../refunds/refund';
import { invoiceSale } from '../refunds/invoice-sale';
import { ownPurchase, purchaseSale } from '../refunds/purchase-sale';
import { courseListId } from '../waitlist/course-seats';
import { advance } from '../waitlist/queue';
import { scopeOfUser } from '../waitlist/seats';

const refused = (error_code: RefundRefusal['error_code'], detail: string) =>
  jsonAnswer({ error_code, detail } satisfies RefundRefusal, { status: 409 });

const cutoffPassed = (sale: string, started: string) =>
  `Ya no se puede pedir la devolución de ${sale}: faltan menos de 48 horas para la primera clase o ${started} ya empezó. Escríbenos y lo revisamos contigo.`;
const REFUSED = {
  invoice: {
    notPaid: 'Este pedido no está pagado: no hay nada que devolver.',
    cutoffPassed: cutoffPassed('este pedido', 'el curso'),
  },
  purchase: {
    notPaid: 'Esta compra no está pagada: no hay nada que devolver.',
    cutoffPassed: cutoffPassed('esta compra', 'el programa'),
  },
} as const satisfies Record<Sale['kind'], { notPaid: string; cutoffPassed: string }>;
const PROVIDER_REFUSED =
  'El medio de pago no aceptó la devolución en este momento. No se hizo ningún cambio: inténtalo de nuevo más tarde o escríbenos.';

/** Its seats are free again: the first family waiting for each course or the program gets its hold now. */
function freeSeats(sale: Sale) {
  const now = new Date();
  if (sale.kind === 'purchase') {
    const { purchase } = sale;
    if (purchase.programId) advance(scopeOfUser(purchase.userId), purchase.programId, now);
    return;
  }
  const { invoice } = sale;
  for (const enrolment of db.invoiceEnrolment.findMany({ where: { invoiceId: { equals: invoice.id } } }))
    advance(scopeOfUser(invoice.userId), courseListId(enrolment.course), now);
}

/**
 * A refund of the family's own sale, read again once its body is parsed: from there on nothing
 * awaits, so two requests for the same sale run one after the other.
 */
function refundRoute(path: string, own: (request: Request, id: unknown) => RefundableSale) {
  return route('post', `${MOCK_API_URL}${path}`, async ({ request, params }) => {
    own(request, params.id);
    const body = await requireBody(request, RefundBodySchema);
    const found = own(request, params.id);
    const { sale } = found;
    const owner = saleOwnerOf(sale);
    const answered = (record: RefundRecord, status = 200) =>
      jsonAnswer(
        {
          data: {
            ...(sale.kind === 'invoice'
              ? { invoice_id: owner.invoiceId }
              : { purchase_id: owner.purchaseId }),
            ...refundAnswer(found, record),
          },
        },
        { status },
      );
    const done = refundOf(owner);
    if (done) return answered(done);
    if (!found.paid) return refused('not_paid', REFUSED[sale.kind].notPaid);
    const deadline = found.deadline();
    if (!deadline || Date.now() >= deadline.getTime())
      return refused('cutoff_passed', REFUSED[sale.kind].cutoffPassed);
    const record = refundSale(found, body);
    if (!record) return refused('provider_refused', PROVIDER_REFUSED);
    freeSeats(sale);
    return answered(record, 201);
  });
}

export const refundHandlers = [
  ...refundRoute('/api/invoices/:id/refund/', (request, id) => invoiceSale(requireOwnInvoice(request, id))),
  ...refundRoute('/api/purchases/:id/refund/', (request, id) =>
    purchaseSale(requireFound(ownPurchase(requireUser(request).id, String(id)))),
  ),
];
