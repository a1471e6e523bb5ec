/**
 * Soles invoices through the card provider, authorized at most once under a lock per invoice: the
 * outcome is recorded before the follow-up, which is retried, never re-charged.
 */
import { formatMoney } from '@kernel/money';
import { brandCondition, INVOICE_NOT_PAYABLE, METHOD_UNAVAILABLE } from '@kernel/texts/checkout';
import { authorizeCharge, openCardSession } from '../card-provider/adapter';
import { getEnv } from '../env';
import { withLock } from '../store/lock';
import { getInvoice } from '../upstream/invoices';
import type { UserData } from '../upstream/schemas/auth';
import type { Invoice } from '../upstream/schemas/invoices';
import { requiredBrand, requireTokenisedBrand } from './card-brand';
import { ItemAlreadyPaidError, NotPayableError, StepMismatchError } from './errors';
import { settle } from './follow-up';
import { invoiceDescription } from './invoice-text';
import { logInvoicePayment } from './payment-log';
import {
  getCardSession,
  getInvoicePayment,
  saveCardSession,
  saveInvoicePayment,
  type CardSession,
  type InvoicePayment,
} from './records';
import type { CardPaymentView } from './views';

type Payer = Pick<UserData, 'firstName' | 'lastName' | 'email'>;

function requireSolesOpen(invoice: Invoice) {
  if (invoice.currency !== 'PEN') throw new NotPayableError(METHOD_UNAVAILABLE);
  if (invoice.status !== 'open') throw new NotPayableError(INVOICE_NOT_PAYABLE);
}

function conditionOf(invoice: Invoice): string | null {
  const brand = requiredBrand(invoice);
  return brand === null ? null : brandCondition(brand);
}

/** A provider session for the current total, reused while unchanged. */
export async function startCard(bearer: string, invoiceId: number, payer: Payer): Promise<CardPaymentView> {
  const invoice = await getInvoice(bearer, invoiceId);
  requireSolesOpen(invoice);
  if (await getInvoicePayment(invoiceId)) throw new NotPayableError(INVOICE_NOT_PAYABLE);
  let session = await getCardSession(invoiceId);
  if (!session || session.amount !== invoice.total || session.purchaseNumber !== invoice.number) {
    const card = await openCardSession(bearer, { currency: 'PEN', amount: invoice.total });
    session = { invoiceId, purchaseNumber: invoice.number, amount: invoice.total, ...card };
    await saveCardSession(session);
  }
  return cardView(session, invoice, payer);
}

/**
 * Reading only: the card step already opened for this invoice at its current total, so a parent
 * who signed in again comes back to it; null when there is none to finish.
 */
export async function openedCard(
  bearer: string,
  invoiceId: number,
  payer: Payer,
): Promise<CardPaymentView | null> {
  const invoice = await getInvoice(bearer, invoiceId);
  if (invoice.currency !== 'PEN' || invoice.status !== 'open') return null;
  if (await getInvoicePayment(invoiceId)) return null;
  const session = await getCardSession(invoiceId);
  if (!session || session.amount !== invoice.total || session.purchaseNumber !== invoice.number) return null;
  return cardView(session, invoice, payer);
}

function cardView(session: CardSession, invoice: Invoice, payer: Payer): CardPaymentView {
  return {
    purchaseNumber: session.purchaseNumber,
    amount: session.amount,
    amountText: formatMoney(session.amount, 'PEN'),
    currency: 'PEN',
    merchantId: session.merchantId,
    sessionKey: session.sessionKey,
    scriptUrl: getEnv().CARD_PROVIDER_SCRIPT_URL,
    payer: { firstName: payer.firstName, lastName: payer.lastName, email: payer.email },
    childName: invoice.student.first_name,
    brandCondition: conditionOf(invoice),
  };
}

export interface AuthorizeCardInput {
  bearer: string;
  invoiceId: number;
  purchaseNumber: string;
  transactionToken: string;
  payer: Payer;
  /** A wallet's token (Yape, Plin) is charged as a card's, and recorded under its name. */
  method?: 'card' | 'yape' | 'plin';
}

/** A replay answers the recorded outcome without reaching the provider. */
export async function authorizeCard(input: AuthorizeCardInput): Promise<InvoicePayment> {
  // The API answers another family's invoice with a 404: its recorded payment is never replayed
  // to them. Both reads start together.
  const [recorded] = await Promise.all([
    getInvoicePayment(input.invoiceId),
    getInvoice(input.bearer, input.invoiceId),
  ]);
  if (recorded) return settle(input.bearer, recorded);
  return withLock(`invoice-authorize:${input.invoiceId}`, { ttlMs: 60_000, waitMs: 30_000 }, async () => {
    const settled = await getInvoicePayment(input.invoiceId);
    if (settled) return settle(input.bearer, settled);
    const invoice = await getInvoice(input.bearer, input.invoiceId);
    if (invoice.number !== input.purchaseNumber) throw new StepMismatchError('purchase number');
    // Paid some other way meanwhile (a local payment code): never charged again.
    if (invoice.status === 'paid')
      throw new ItemAlreadyPaidError({ id: invoice.student.id, firstName: invoice.student.first_name });
    requireSolesOpen(invoice);
    const session = await getCardSession(input.invoiceId);
    // The card form was opened for another total (a code applied since): the parent opens it again.
    if (!session || session.amount !== invoice.total) throw new StepMismatchError('card session');
    await requireTokenisedBrand(input.bearer, invoice, input.transactionToken);
    const payment = await authorizeOnce(input, invoice, session);
    await saveInvoicePayment(payment);
    logInvoicePayment(payment, 'PEN');
    return settle(input.bearer, payment);
  });
}

async function authorizeOnce(
  input: AuthorizeCardInput,
  invoice: Invoice,
  session: CardSession,
): Promise<InvoicePayment> {
  const charge = { ...session, purchaseNumber: invoice.number, transactionToken: input.transactionToken };
  const answer = await authorizeCharge(input.bearer, charge);
  if (answer.status === 'denied') {
    return {
      status: 'denied',
      invoiceId: invoice.invoice_id,
      number: invoice.number,
      method: input.method ?? 'card',
      reference: null,
      dateTime: answer.dateTime,
      message: answer.message,
    };
  }
  return {
    status: 'approved',
    invoiceId: invoice.invoice_id,
    number: invoice.number,
    method: input.method ?? 'card',
    reference: answer.transactionId,
    dateTime: answer.dateTime,
    amount: answer.amount,
    currency: 'PEN',
    card: answer.card,
    brand: answer.brand,
    payerName: `${input.payer.firstName} ${input.payer.lastName}`.trim(),
    description: invoiceDescription(invoice),
    reported: true,
    followUp: { done: 'pending', email: 'pending' },
  };
}
