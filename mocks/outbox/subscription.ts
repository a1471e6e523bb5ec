/** The e-mails of a monthly subscription's first payment: approved or declined by the global provider. */
import { formatMoney } from '../../kernel/money';
import { SUBSCRIPTION_TEXT } from '../../kernel/texts/subscription';
import { type db, userById } from '../db';
import { emailDateTime } from './dates';
import { CLOSING, sendEmail, siteLink } from './send';

type SubscriptionRecord = NonNullable<ReturnType<typeof db.globalSubscription.findFirst>>;

const monthly = (subscription: SubscriptionRecord) =>
  SUBSCRIPTION_TEXT.perMonth(
    formatMoney(subscription.amount, subscription.currency === 'PEN' ? 'PEN' : 'USD'),
  );

export function sendSubscriptionOutcome(subscription: SubscriptionRecord, approved: boolean) {
  const at = subscription.paidAt ?? new Date().toISOString();
  return sendEmail({
    kind: approved ? 'receipt' : 'denied',
    purchaseId: subscription.id,
    to: userById(subscription.userId)?.email ?? '',
    subject: approved
      ? `Kodea · Suscripción activa · Pedido N.° ${subscription.id}`
      : `Kodea · Pago denegado · Pedido N.° ${subscription.id}`,
    lines: [
      approved
        ? '¡Pago aprobado! Tu suscripción mensual está activa.'
        : 'Tu pago no fue aprobado: no se hizo ningún cargo ni se activó la suscripción.',
      '',
      `Pedido N.° ${subscription.id}`,
      `Programa: ${subscription.description}`,
      `Monto: ${monthly(subscription)}`,
      ...(approved && subscription.card ? [`Pagado con: tarjeta ${subscription.card}`] : []),
      `Fecha: ${emailDateTime(at)}`,
      '',
      approved
        ? `Ver tu compra en «Mis compras»: ${siteLink('/dashboard/compras')}`
        : `Puedes intentarlo de nuevo con otra tarjeta: ${siteLink('/enrollment?paso=pago')}`,
      ...CLOSING,
    ],
  });
}
