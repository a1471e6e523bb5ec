/**
 * A soles invoice paid with Yape or Plin (decision 085): the wallet's approval becomes a transaction
 * token of the invoice's card session, charged by `authorizeCard`, so the lock and the one charge
 * per invoice hold as for a card, and the payment is recorded under the wallet's name.
 */
import { INVOICE_NOT_PAYABLE, METHOD_UNAVAILABLE } from '@kernel/texts/checkout';
import { walletQr, walletToken, type WalletApproval, type WalletRefused } from '../card-provider/wallet';
import { getInvoice } from '../upstream/invoices';
import type { UserData } from '../upstream/schemas/auth';
import type { Invoice } from '../upstream/schemas/invoices';
import { requiredBrand } from './card-brand';
import { NotPayableError, StepMismatchError } from './errors';
import { settle } from './follow-up';
import { getCardSession, getInvoicePayment, type CardSession, type InvoicePayment } from './records';
import { authorizeCard } from './soles-card';

interface WalletInvoiceInput {
  bearer: string;
  invoiceId: number;
  purchaseNumber: string;
  payer: Pick<UserData, 'firstName' | 'lastName' | 'email'>;
  approval: WalletApproval;
}

const sessionOf = (session: CardSession) => ({
  merchantId: session.merchantId,
  sessionKey: session.sessionKey,
  purchaseNumber: session.purchaseNumber,
  amount: session.amount,
  currency: 'PEN' as const,
});

/** The card step open at the invoice's current total; a card-brand promotion is paid by that brand's card only. */
async function openSession(invoice: Invoice, purchaseNumber: string): Promise<CardSession> {
  if (invoice.currency !== 'PEN' || requiredBrand(invoice) !== null)
    throw new NotPayableError(METHOD_UNAVAILABLE);
  if (invoice.status !== 'open') throw new NotPayableError(INVOICE_NOT_PAYABLE);
  const session = await getCardSession(invoice.invoice_id);
  if (!session || session.purchaseNumber !== purchaseNumber || invoice.number !== purchaseNumber)
    throw new StepMismatchError('wallet session');
  return session;
}

/**
 * The caller's own invoice first (another family's id is the API's 404, before any record is
 * read); a replay after the charge answers the recorded payment without asking the wallet again.
 */
export async function payInvoiceWithWallet(
  input: WalletInvoiceInput,
): Promise<InvoicePayment | WalletRefused> {
  const invoice = await getInvoice(input.bearer, input.invoiceId);
  const recorded = await getInvoicePayment(input.invoiceId);
  if (recorded) return settle(input.bearer, recorded);
  const session = await openSession(invoice, input.purchaseNumber);
  const token = await walletToken(input.bearer, sessionOf(session), input.approval);
  if (!token.ok) return token;
  return authorizeCard({ ...input, transactionToken: token.transactionToken, method: token.wallet });
}

export async function invoiceWalletQr(bearer: string, invoiceId: number, purchaseNumber: string) {
  const invoice = await getInvoice(bearer, invoiceId);
  if (await getInvoicePayment(invoiceId)) throw new NotPayableError(INVOICE_NOT_PAYABLE);
  return walletQr(bearer, sessionOf(await openSession(invoice, purchaseNumber)));
}
