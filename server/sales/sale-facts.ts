/**
 * What every view says of a sale, whatever its kind (decision 104): for whom, what was bought, how
 * it was paid and where it stands. Mis compras' rows, the refund page and the receipt read it here.
 */
import { LOCAL_METHOD_LABEL, PAID_WITH_LABEL, SALE_STATUS_LABEL } from '@kernel/texts/checkout';
import { isWalletName, WALLET_LABEL } from '@kernel/texts/wallet';
import type { Invoice, ListedPurchase } from '../upstream/schemas/invoices';
import type { Sale } from './sale';

/** Null while nothing paid it. */
export function invoiceMethodText(invoice: Pick<Invoice, 'payment_method' | 'local_payment'>): string | null {
  if (invoice.payment_method === 'local' || (!invoice.payment_method && invoice.local_payment))
    return invoice.local_payment ? LOCAL_METHOD_LABEL[invoice.local_payment.method] : PAID_WITH_LABEL.local;
  return invoice.payment_method ? PAID_WITH_LABEL[invoice.payment_method] : null;
}

export function vacationMethodText(purchase: Pick<ListedPurchase, 'card' | 'brand'>): string | null {
  if (!purchase.card) return null;
  // Paid with Yape or Plin: the card is the wallet's masked phone (decision 085).
  if (isWalletName(purchase.brand)) return `${WALLET_LABEL[purchase.brand]} ${purchase.card}`;
  return [PAID_WITH_LABEL.card, purchase.brand?.toUpperCase(), purchase.card].filter(Boolean).join(' ');
}

export const saleFacts = (sale: Sale) => ({
  childName: sale.child?.firstName ?? null,
  items: sale.items,
  method:
    sale.source.kind === 'invoice'
      ? invoiceMethodText(sale.source.invoice)
      : vacationMethodText(sale.source.purchase),
  statusLabel: SALE_STATUS_LABEL[sale.status],
});
