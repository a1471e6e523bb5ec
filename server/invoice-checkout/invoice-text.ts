import type { Invoice } from '../upstream/schemas/invoices';

export function invoiceDescription(invoice: Pick<Invoice, 'items' | 'student'>): string {
  return `${invoiceItemsText(invoice)} · ${invoice.student.first_name}`;
}

export function invoiceItemsText(invoice: Pick<Invoice, 'items'>): string {
  return invoice.items.map((item) => item.name).join(' + ');
}
