/** POST /api/invoices/{id}/refund/: the family's own paid pedido, before its cut-off, refunded once. */
import { MOCK_API_URL } from '../config';
import { jsonAnswer } from '../http/api-answers';
import { requireBody } from '../checkout/body';
import { route, requireOwnInvoice } from '../checkout/routes';
import { RefundBodySchema, type RefundRefusal } from '../../server/upstream/schemas/refunds';
import { refundDeadline } from '../refunds/policy';
import { refundAnswer, refundInvoice, refundOf } from '../refunds/refund';

const refused = (error_code: RefundRefusal['error_code'], detail: string) =>
  jsonAnswer({ error_code, detail } satisfies RefundRefusal, { status: 409 });

const CUTOFF_PASSED =
  'Ya no se puede pedir la devolución de este pedido: faltan menos de 48 horas para la primera clase o el curso ya empezó. Escríbenos y lo revisamos contigo.';
const NOT_PAID = 'Este pedido no está pagado: no hay nada que devolver.';
const PROVIDER_REFUSED =
  'El medio de pago no aceptó la devolución en este momento. No se hizo ningún cambio: inténtalo de nuevo más tarde o escríbenos.';

export const refundHandlers = [
  ...route('post', `${MOCK_API_URL}/api/invoices/:id/refund/`, async ({ request, params }) => {
    requireOwnInvoice(request, params.id);
    const body = await requireBody(request, RefundBodySchema);
    // From here on nothing awaits: two requests for the same pedido run one after the other.
    const invoice = requireOwnInvoice(request, params.id);
    const done = refundOf(invoice.id);
    if (done) return jsonAnswer({ data: refundAnswer(invoice, done) });
    if (invoice.status !== 'paid') return refused('not_paid', NOT_PAID);
    const deadline = refundDeadline(invoice);
    if (!deadline || Date.now() >= deadline.getTime()) return refused('cutoff_passed', CUTOFF_PASSED);
    const result = refundInvoice(invoice, body);
    if (!result.ok) return refused('provider_refused', PROVIDER_REFUSED);
    const refunded = requireOwnInvoice(request, params.id);
    return jsonAnswer({ data: refundAnswer(refunded, result.record) }, { status: 201 });
  }),
];
