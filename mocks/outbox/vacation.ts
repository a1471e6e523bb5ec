/** The e-mails of a vacation purchase: its receipt (approved, or asked again) and a denial. */
import { timeZoneLabel } from '../../kernel/dates';
import { formatMoney, type Currency } from '../../kernel/money';
import { vacationPrograms } from '../../fixtures/vacation-programs';
import { scheduleText } from '../../server/vacation-purchase/schedule-text';
import { denialMessage } from '../../kernel/texts/payments';
import { db, userById } from '../db';
import { orderDateTime } from './dates';
import { CLOSING, sendEmail, siteLink } from './send';
import { sendSubscriptionOutcome } from './subscription';
import { PAYMENT_EMAIL_SUBJECT, receiptEmailLines } from '../receipts/email-lines';

type PurchaseRecord = NonNullable<ReturnType<typeof db.purchase.findFirst>>;
type AuthorizationRecord = NonNullable<ReturnType<typeof db.authorization.findFirst>>;

const LIMA = 'America/Lima';

/**
 * The program and its class hours as its page writes them, with the zone named: the API knows no
 * browser's zone, so Lima's (issue 76). The description our server sent, hours unnamed, else.
 */
function programLine(purchase: PurchaseRecord): string {
  const program = vacationPrograms.find((candidate) => candidate.id === purchase.programId);
  const group = program?.groups.find((candidate) => candidate.id === purchase.groupId);
  if (!program || !group) return `Programa: ${purchase.description}`;
  return `Programa: ${program.name} · ${scheduleText(group, LIMA)} (${timeZoneLabel(LIMA)})`;
}

const currencyOf = (value: string): Currency => (value === 'USD' ? 'USD' : 'PEN');

/** The order's date as the result screen showed it, and the card when approved. */
function orderOf(authorization: AuthorizationRecord) {
  const { card, brand } = authorization;
  return {
    date: orderDateTime(authorization.createdAt),
    card: [brand?.toUpperCase(), card].filter(Boolean).join(' '),
  };
}

function receiptLines(purchase: PurchaseRecord, authorization: AuthorizationRecord, intro: string) {
  const { date, card } = orderOf(authorization);
  return [
    intro,
    '',
    ...receiptEmailLines(
      { invoiceId: null, purchaseId: purchase.id },
      `/dashboard/compras/vacaciones/${encodeURIComponent(purchase.id)}/recibo.pdf`,
    ),
    '',
    `Pedido N.° ${purchase.id}`,
    programLine(purchase),
    `Monto pagado: ${formatMoney(purchase.amount, currencyOf(purchase.currency))}`,
    ...(card ? [`Pagado con: tarjeta ${card}`] : []),
    `Fecha y hora del pedido: ${date}`,
    '',
    `Ver tu compra en «Mis compras»: ${siteLink('/dashboard/compras')}`,
    ...CLOSING,
  ];
}

const recipient = (purchase: PurchaseRecord) => userById(purchase.userId)?.email ?? '';

export function sendVacationReceipt(
  purchase: PurchaseRecord,
  authorization: AuthorizationRecord,
  again = false,
) {
  return sendEmail({
    kind: 'receipt',
    purchaseId: purchase.id,
    to: recipient(purchase),
    subject: `Kodea · ${PAYMENT_EMAIL_SUBJECT} · Pedido N.° ${purchase.id}`,
    lines: receiptLines(
      purchase,
      authorization,
      again
        ? 'Te enviamos de nuevo la confirmación de tu pago, como pediste desde «Mis compras».'
        : '¡Pago aprobado y completado con éxito!',
    ),
  });
}

function sendVacationDenial(purchase: PurchaseRecord, authorization: AuthorizationRecord) {
  const { date } = orderOf(authorization);
  return sendEmail({
    kind: 'denied',
    purchaseId: purchase.id,
    to: recipient(purchase),
    subject: `Kodea · Pago denegado · Pedido N.° ${purchase.id}`,
    lines: [
      'Tu pago no fue aprobado: no se hizo ningún cargo.',
      denialMessage(authorization.actionCode),
      '',
      `Pedido N.° ${purchase.id}`,
      programLine(purchase),
      `Monto: ${formatMoney(purchase.amount, currencyOf(purchase.currency))}`,
      `Fecha y hora del pedido: ${date}`,
      '',
      `Puedes intentarlo de nuevo con otra tarjeta: ${siteLink('/enrollment?paso=pago')}`,
      ...CLOSING,
    ],
  });
}

/** The API tells the family of the card's answer once, when it records it. */
export function sendVacationOutcome(purchase: PurchaseRecord, authorization: AuthorizationRecord) {
  return authorization.code === 200
    ? sendVacationReceipt(purchase, authorization)
    : sendVacationDenial(purchase, authorization);
}

/** A paid purchase's receipt again (a card purchase or a subscription's first payment); else null. */
export function resendPurchaseReceipt(userId: number, purchaseId: string) {
  const subscription = db.globalSubscription.findFirst({
    where: { id: { equals: purchaseId }, userId: { equals: userId } },
  });
  if (subscription)
    return subscription.status === 'active' ? sendSubscriptionOutcome(subscription, true) : null;
  const purchase = db.purchase.findFirst({
    where: { id: { equals: purchaseId }, userId: { equals: userId } },
  });
  const authorization =
    purchase && db.authorization.findFirst({ where: { purchaseNumber: { equals: purchase.id } } });
  if (!purchase || !authorization || authorization.code !== 200) return null;
  return sendVacationReceipt(purchase, authorization, true);
}
