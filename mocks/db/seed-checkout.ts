/** The checkout part of resetDatabase(): discount codes and the invoices the API already holds. */
import { discountCodes } from '../../fixtures/discount-codes';
import { invoices } from '../../fixtures/invoices';
import { db } from './index';

export function seedCheckout(): void {
  for (const code of discountCodes) db.discountCode.create({ ...code });
  for (const { items, ...invoice } of invoices) {
    db.invoice.create({ ...invoice, receiptEmailId: null });
    items.forEach((item, position) =>
      db.invoiceItem.create({ id: `${invoice.id}:${position}`, invoiceId: invoice.id, position, ...item }),
    );
  }
}
