/** The global provider's confirmation of a subscription's or an intent's client secret. */
import { db } from '../../db';
import { sendSubscriptionOutcome } from '../../outbox/subscription';
import { updateIntent, type IntentRecord } from '../../checkout/intents';
import { invoiceSaleOf, recordReceived } from '../../checkout/sales';
import { currentScenario } from '../../scenarios/context';
import { CVC_LABEL, maskCard, paidWith, validateCard, type CardErrors, type CardInput } from '../cards';

const DECLINED = '4000000000000002';
export const INTENT_DECLINED_SCENARIO = 'intent-declined';
export const CANCELED_MESSAGE =
  'Este pago ya no está disponible: se abrió otro pago para el mismo programa. Vuelve a la página de inscripción.';
const INTENT_CANCELED_MESSAGE =
  'Este pago ya no está disponible: el total del pedido cambió. Vuelve a tu pedido para pagar el monto actualizado.';
const INTENT_REFUNDED_MESSAGE =
  'Este pago ya no está disponible: se devolvió. Vuelve a tu pedido para pagar el monto actualizado.';
const INVOICE_CLOSED_MESSAGE = 'Este pedido ya no acepta pagos. Vuelve a «Mis compras».';
const DECLINED_MESSAGE = 'Tu tarjeta fue rechazada.';

type IntentRef = Pick<IntentRecord, 'id' | 'status'>;

export type ConfirmResult =
  | { ok: true; status: 'succeeded' | 'requires_capture'; paymentIntent?: IntentRef }
  | {
      ok: false;
      status: number;
      error: { code: string; message: string; fieldErrors?: CardErrors; payment_intent?: IntentRef };
    };

const ref = (intent: IntentRecord): IntentRef => ({ id: intent.id, status: intent.status });

const refused = (status: number, code: string, message: string, intent?: IntentRecord): ConfirmResult => ({
  ok: false,
  status,
  error: { code, message, ...(intent && { payment_intent: ref(intent) }) },
});

/** The card's field errors as the provider answers them, or null for a card it accepts. */
function invalidCard(card: CardInput): ConfirmResult | null {
  const fieldErrors = validateCard(card, new Date(), CVC_LABEL);
  if (Object.keys(fieldErrors).length === 0) return null;
  const error = { code: 'invalid_card', message: 'Revisa los datos de la tarjeta.', fieldErrors };
  return { ok: false, status: 400, error };
}

const unexpectedState = (message: string, intent?: IntentRecord) =>
  refused(400, 'payment_intent_unexpected_state', message, intent);
const declined = (intent?: IntentRecord) => refused(402, 'card_declined', DECLINED_MESSAGE, intent);
const isDeclinedCard = (card: CardInput) => card.number.replace(/\D/g, '') === DECLINED;

export function confirmSubscriptionPayment(clientSecret: string, card: CardInput): ConfirmResult {
  const subscription = db.globalSubscription.findFirst({ where: { clientSecret: { equals: clientSecret } } });
  if (!subscription) return refused(404, 'resource_missing', 'Pago no encontrado.');
  if (subscription.status === 'active') return { ok: true, status: 'succeeded' };
  // Withdrawn unpaid because another payment for the same program was opened (decision 022).
  if (subscription.status !== 'incomplete') return unexpectedState(CANCELED_MESSAGE);
  const invalid = invalidCard(card);
  if (invalid) return invalid;
  if (isDeclinedCard(card)) {
    sendSubscriptionOutcome(subscription, false);
    return declined();
  }
  // The provider notifies our API of the payment (webhook); in the mock it writes the record directly.
  const active = db.globalSubscription.update({
    where: { id: { equals: subscription.id } },
    data: { status: 'active', ...paidWith(card.number), paidAt: new Date().toISOString() },
  });
  if (active) sendSubscriptionOutcome(active, true);
  return { ok: true, status: 'succeeded' };
}

function confirmIntent(intent: IntentRecord, card: CardInput): ConfirmResult {
  if (intent.status === 'succeeded' || intent.status === 'requires_capture')
    return { ok: true, status: intent.status, paymentIntent: ref(intent) };
  if (intent.status === 'canceled') return unexpectedState(INTENT_CANCELED_MESSAGE, intent);
  if (intent.status === 'refunded') return unexpectedState(INTENT_REFUNDED_MESSAGE, intent);
  const invoice = db.invoice.findFirst({ where: { id: { equals: intent.invoiceId } } });
  if (!invoice || invoice.status !== 'open') return unexpectedState(INVOICE_CLOSED_MESSAGE, intent);
  const invalid = invalidCard(card);
  if (invalid) return invalid;
  if (isDeclinedCard(card) || currentScenario() === INTENT_DECLINED_SCENARIO)
    return declined(
      updateIntent(intent, {
        status: 'requires_payment_method',
        lastErrorCode: 'card_declined',
        lastErrorMessage: DECLINED_MESSAGE,
        card: maskCard(card.number),
      }),
    );
  const manual = intent.captureMethod === 'manual';
  const confirmed = updateIntent(intent, {
    status: manual ? 'requires_capture' : 'succeeded',
    lastErrorCode: null,
    lastErrorMessage: null,
    ...paidWith(card.number),
    amountReceived: manual ? null : intent.amount,
  });
  // Taken now (issue 74), the pedido untouched: the API decides at our server's notification if it keeps it.
  const arrival = { method: 'global_card' as const, amount: intent.amount, reference: intent.id };
  if (!manual) recordReceived(invoiceSaleOf(invoice), arrival);
  return { ok: true, status: manual ? 'requires_capture' : 'succeeded', paymentIntent: ref(confirmed) };
}

export function confirmCardPayment(clientSecret: string, card: CardInput): ConfirmResult {
  const intent = db.paymentIntent.findFirst({ where: { clientSecret: { equals: clientSecret } } });
  return intent ? confirmIntent(intent, card) : confirmSubscriptionPayment(clientSecret, card);
}
