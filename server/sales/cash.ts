/**
 * A cash or bank-transfer code for a pedido (decision 030): made by the local provider for the
 * sale's total at that moment; the API voids it when the sale changes and refunds money that
 * reaches it for another total (decision 103). We only show its state.
 */
import { requestLocalPayment } from '../upstream/local-payments';
import type { LocalPaymentMethod } from '../upstream/schemas/invoices';
import { refusingSaleConflicts } from './api-refusals';
import { withOpenSale } from './offers';
import { requireOffered } from './rules';
import type { SaleRef } from './sale-ref';

export const startCashPayment = (bearer: string, ownerId: number, ref: SaleRef, method: LocalPaymentMethod) =>
  withOpenSale(bearer, ownerId, ref, async (sale) => {
    const invoice = sale.source.kind === 'invoice' ? sale.source.invoice : null;
    // Cash shows no card: a one-brand promotion is paid by that brand's card only.
    requireOffered(invoice !== null && invoice.local_methods.includes(method) && sale.requiredBrand === null);
    const payment = await refusingSaleConflicts(bearer, ref, () =>
      requestLocalPayment(bearer, Number(ref.id), method),
    );
    return { sale, payment };
  });
