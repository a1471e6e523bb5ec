/** The global provider's payment confirmation (Stripe-style test cards): the browser sends the card here, never to the merchant. */
import { db } from '../../db';
import { maskCard, validateCard, type CardField, type CardInput } from '../cards';

const DECLINED = '4000000000000002';
export const CANCELED_MESSAGE =
  'Este pago ya no está disponible: se abrió otro pago para el mismo programa. Vuelve a la página de inscripción.';

export type ConfirmResult =
  | { ok: true; status: 'succeeded' }
  | {
      ok: false;
      status: number;
      error: { code: string; message: string; fieldErrors?: Partial<Record<CardField, string>> };
    };

export function confirmSubscriptionPayment(clientSecret: string, card: CardInput): ConfirmResult {
  const subscription = db.globalSubscription.findFirst({ where: { clientSecret: { equals: clientSecret } } });
  if (!subscription)
    return { ok: false, status: 404, error: { code: 'resource_missing', message: 'Pago no encontrado.' } };
  if (subscription.status === 'active') return { ok: true, status: 'succeeded' };
  // Withdrawn unpaid because another payment for the same program was opened (decision 022).
  if (subscription.status !== 'incomplete')
    return {
      ok: false,
      status: 400,
      error: { code: 'payment_intent_unexpected_state', message: CANCELED_MESSAGE },
    };
  const fieldErrors = validateCard(card);
  if (Object.keys(fieldErrors).length > 0)
    return {
      ok: false,
      status: 400,
      error: { code: 'invalid_card', message: 'Revisa los datos de la tarjeta.', fieldErrors },
    };
  if (card.number.replace(/\D/g, '') === DECLINED)
    return { ok: false, status: 402, error: { code: 'card_declined', message: 'Tu tarjeta fue rechazada.' } };
  // The provider notifies our API of the payment (webhook); in the mock it writes the record directly.
  db.globalSubscription.update({
    where: { id: { equals: subscription.id } },
    data: { status: 'active', card: maskCard(card.number) },
  });
  return { ok: true, status: 'succeeded' };
}
