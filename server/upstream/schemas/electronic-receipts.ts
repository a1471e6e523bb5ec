/**
 * Electronic receipts (comprobantes de pago electrónicos, issue 55): the buyer's data travels with
 * a purchase or an invoice; the API issues the boleta or factura through its OSE once the payment is
 * confirmed, and a nota de crédito when it refunds. Our server only shows what the API issued: it
 * never numbers a receipt. Both sides parse with these.
 */
import { z } from 'zod';
import { documentProblem, type BuyerDocumentType } from '@kernel/tax-ids';

export const ReceiptKindSchema = z.enum(['boleta', 'factura']);
export type ReceiptKind = z.infer<typeof ReceiptKindSchema>;

export const BuyerDocumentTypeSchema = z.enum(['DNI', 'CE', 'PASAPORTE', 'RUC']);

/**
 * Who the receipt is for. A boleta may name nobody (a final consumer, up to S/ 700), or a person
 * by DNI, CE or passport; a factura names a company or person by RUC, with its fiscal address.
 */
export const ReceiptBuyerSchema = z
  .object({
    kind: ReceiptKindSchema,
    document_type: BuyerDocumentTypeSchema.nullable(),
    document_number: z.string().min(1).max(20).nullable(),
    name: z.string().trim().min(1).max(120).nullable(),
    address: z.string().trim().min(1).max(200).nullable(),
  })
  .strict()
  .superRefine((buyer, context) => {
    const problem = (message: string, path: string) =>
      context.addIssue({ code: 'custom', message, path: [path] });
    const type: BuyerDocumentType | null = buyer.document_type;
    if ((type === null) !== (buyer.document_number === null))
      problem('document type and number go together', 'document_number');
    if (type && buyer.document_number && documentProblem(type, buyer.document_number))
      problem('invalid document', 'document_number');
    if (buyer.kind === 'factura') {
      if (type !== 'RUC') problem('a factura needs a RUC', 'document_type');
      if (!buyer.name) problem('a factura needs the razón social', 'name');
      if (!buyer.address) problem('a factura needs the fiscal address', 'address');
    } else {
      if (type === 'RUC') problem('a boleta is not for a RUC', 'document_type');
      if (type && !buyer.name) problem('a named boleta needs the name', 'name');
    }
  });
export type ReceiptBuyer = z.infer<typeof ReceiptBuyerSchema>;

/** SUNAT's catalogue 01: 01 factura, 03 boleta, 07 nota de crédito. */
export const ElectronicDocumentTypeSchema = z.enum(['factura', 'boleta', 'nota_credito']);
export type ElectronicDocumentType = z.infer<typeof ElectronicDocumentTypeSchema>;

/** What the OSE answered: accepted, accepted with observations, or rejected (with its reason). */
export const OseStatusSchema = z.enum(['aceptado', 'observado', 'rechazado']);
export type OseStatus = z.infer<typeof OseStatusSchema>;

const Iso = z.string().datetime({ offset: true });
const Money = z.number().nonnegative();

export const ElectronicDocumentSchema = z.object({
  type: ElectronicDocumentTypeSchema,
  /** B… for boletas (and their notes), F… for facturas (and theirs). */
  series: z.string().regex(/^[BF][A-Z0-9]{3}$/),
  /** Correlative within the series, from 1. */
  number: z.number().int().positive(),
  issued_at: Iso,
  currency: z.enum(['PEN', 'USD']),
  buyer: z.object({
    document_type: BuyerDocumentTypeSchema.nullable(),
    document_number: z.string().max(20).nullable(),
    name: z.string().max(160).nullable(),
    address: z.string().max(240).nullable(),
  }),
  lines: z
    .array(
      z.object({
        description: z.string().min(1).max(250),
        quantity: z.number().int().positive(),
        /** The line's price as charged (IGV included when taxed). */
        amount: Money,
      }),
    )
    .min(1)
    .max(20),
  discount: Money,
  /** A business setting of the API: the courses are taxed (gravada) or not (inafecta). */
  tax_treatment: z.enum(['gravada', 'inafecta']),
  /** The operation's value before IGV (op. gravada or op. inafecta). */
  taxable_amount: Money,
  igv: Money,
  igv_rate: z.number().min(0).max(1),
  total: Money,
  /** The signed XML's digest (DigestValue), printed and in the QR. */
  hash: z.string().min(8).max(120),
  status: OseStatusSchema,
  status_reason: z.string().max(300).nullable(),
  /** A nota de crédito's original document and why it was issued. */
  reference: z
    .object({ type: ElectronicDocumentTypeSchema, series: z.string(), number: z.number().int().positive() })
    .nullable(),
  reason: z.string().max(250).nullable(),
});
export type ElectronicDocument = z.infer<typeof ElectronicDocumentSchema>;

/** 'B001-00000012': how every page and PDF writes a document's serie-número. */
export const documentNumber = (document: Pick<ElectronicDocument, 'series' | 'number'>) =>
  `${document.series}-${String(document.number).padStart(8, '0')}`;
