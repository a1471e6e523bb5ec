/** A sale as every step names it (docs/payments.md "One sale pipeline"): a pedido's id, a purchase number. */
import { z } from 'zod';
import { InvoiceIdSchema, PurchaseIdSchema } from '../validation/checkout';

export const SaleRefSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('invoice'), id: InvoiceIdSchema }),
  z.object({ kind: z.literal('vacation'), id: PurchaseIdSchema }),
]);
export type SaleRef = z.infer<typeof SaleRefSchema>;
export type SaleKind = SaleRef['kind'];

export const invoiceSale = (id: number): SaleRef => ({ kind: 'invoice', id });
export const vacationSale = (id: string): SaleRef => ({ kind: 'vacation', id });

/** The one key a sale's records, offers and locks are stored under. */
export const saleKey = (ref: SaleRef) => `${ref.kind}:${ref.id}`;
