/**
 * What the simulated API keeps about a sale's receipt before it is issued (issues 55 and 75): who
 * it is for, as the family chose at checkout, and the business's foreign-sales rule the sale was
 * opened under. Kept by sale: an invoice of the checkout or a vacation purchase.
 */
import type { ForeignSalesTreatment } from '../../kernel/sunat-catalogues';
import {
  ForeignSalesSchema,
  ReceiptBuyerSchema,
  type ReceiptBuyer,
} from '../../server/upstream/schemas/electronic-receipts';
import { db } from '../db';

export interface SaleOwner {
  userId: number;
  invoiceId: number | null;
  purchaseId: string | null;
}

export type SaleKeyOwner = Pick<SaleOwner, 'invoiceId' | 'purchaseId'>;

/** A sale's key, as its buyer, its foreign-sales rule and its refund are kept. */
export const saleKey = (owner: SaleKeyOwner) =>
  owner.invoiceId !== null ? `invoice:${owner.invoiceId}` : `purchase:${owner.purchaseId}`;

export function keepReceiptBuyer(owner: SaleKeyOwner, buyer: ReceiptBuyer) {
  db.receiptBuyer.delete({ where: { id: { equals: saleKey(owner) } } });
  db.receiptBuyer.create({ id: saleKey(owner), buyer: JSON.stringify(buyer) });
}

export function receiptBuyerOf(owner: SaleKeyOwner): ReceiptBuyer | null {
  const record = db.receiptBuyer.findFirst({ where: { id: { equals: saleKey(owner) } } });
  return record ? ReceiptBuyerSchema.parse(JSON.parse(record.buyer)) : null;
}

/** A buyer who asked for nothing in particular: a boleta to a final consumer. */
export const ANONYMOUS_BOLETA: ReceiptBuyer = {
  kind: 'boleta',
  document_type: null,
  document_number: null,
  name: null,
  address: null,
};

/**
 * A client that sends no rule (one from before issue 75) gets the taxed one: IGV is never left
 * out of a sale unless the business said so.
 */
export const FOREIGN_SALES_UNSAID: ForeignSalesTreatment = 'taxed';

/** The body's `foreign_sales`, as the handler parsed it (absent: unsaid). */
export function keepForeignSales(owner: SaleKeyOwner, treatment: ForeignSalesTreatment | undefined) {
  db.saleForeignSales.delete({ where: { id: { equals: saleKey(owner) } } });
  db.saleForeignSales.create({ id: saleKey(owner), treatment: treatment ?? FOREIGN_SALES_UNSAID });
}

export function foreignSalesOf(owner: SaleKeyOwner): ForeignSalesTreatment {
  const record = db.saleForeignSales.findFirst({ where: { id: { equals: saleKey(owner) } } });
  const parsed = ForeignSalesSchema.safeParse(record?.treatment);
  return parsed.success ? parsed.data : FOREIGN_SALES_UNSAID;
}

/** A purchase's body field, checked as the invoice's schema checks it: null when it is wrong. */
export function foreignSalesField(
  raw: unknown,
): { ok: true; value: ForeignSalesTreatment | undefined } | { ok: false } {
  if (raw === undefined || raw === null) return { ok: true, value: undefined };
  const parsed = ForeignSalesSchema.safeParse(raw);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false };
}
