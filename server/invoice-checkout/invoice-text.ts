/** How an invoice is named on the result screen, in "Mis compras" and on the receipt. */
import type { Invoice } from '../upstream/schemas/invoices';

/** 'Curso de Videojuegos con Roblox · Sofía'. */
export function invoiceDescription(invoice: Pick<Invoice, 'items' | 'student'>): string {
  return `${invoiceItemsText(invoice)} · ${invoice.student.first_name}`;
}

export function invoiceItemsText(invoice: Pick<Invoice, 'items'>): string {
  return invoice.items.map((item) => item.name).join(' + ');
}
