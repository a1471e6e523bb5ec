/**
 * Electronic receipts (comprobantes de pago electrónicos, issues 55 and 75): the buyer's data
 * travels with a purchase or an invoice; the API issues the boleta or factura through its OSE once
 * the payment is confirmed, reissues one the OSE rejected, and a nota de crédito when it refunds.
 * Our server only shows what the API issued: it never numbers a receipt, and the issuer it prints
 * is the one the document names. Both sides parse with these.
 */
import { z } from 'zod';
import {
  CREDIT_NOTE_REASON,
  FOREIGN_SALES_TREATMENTS,
  IGV_AFFECTATION_CODE,
  OPERATION_CODE,
  PAYMENT_TERMS,
  type CreditNoteReasonCode,
  type Operation,
  type PaymentTermsKind,
  type TaxTreatment,
} from '@kernel/sunat-catalogues';
import { documentProblem, RUC_PREFIXES, type BuyerDocumentType } from '@kernel/tax-ids';

export const ReceiptKindSchema = z.enum(['boleta', 'factura']);
export type ReceiptKind = z.infer<typeof ReceiptKindSchema>;

export const BuyerDocumentTypeSchema = z.enum([
  'DNI',
  'CE',
  'PASAPORTE',
  'RUC',
  'ID_EXTRANJERO',
  'TRIBUTARIO_EXTRANJERO',
]) satisfies z.ZodType<BuyerDocumentType>;

/** What a factura names its buyer by: a RUC, or abroad a company's own tax number. */
const FACTURA_DOCUMENTS: readonly BuyerDocumentType[] = ['RUC', 'TRIBUTARIO_EXTRANJERO'];

/**
 * Who the receipt is for. A boleta may name nobody (a final consumer, up to S/ 700), or a person
 * by DNI, CE, passport or (abroad) their country's identity document; a factura names a company or
 * person by RUC (or abroad a foreign tax number), with its fiscal address. Which documents a buyer
 * abroad may use is the API's check against the sale's country.
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
      if (!type || !FACTURA_DOCUMENTS.includes(type))
        problem('a factura needs a RUC or a foreign tax number', 'document_type');
      if (!buyer.name) problem('a factura needs the razón social', 'name');
      if (!buyer.address) problem('a factura needs the fiscal address', 'address');
    } else {
      if (type && FACTURA_DOCUMENTS.includes(type)) problem('a boleta is not for a company', 'document_type');
      if (type && !buyer.name) problem('a named boleta needs the name', 'name');
    }
  });
export type ReceiptBuyer = z.infer<typeof ReceiptBuyerSchema>;

/**
 * The business's one rule for a sale to a buyer not domiciled in Peru (decision 105), sent with
 * each sale as it is opened: `export` (an export of services, no IGV) or `taxed` (18 % IGV).
 */
export const ForeignSalesSchema = z.enum(FOREIGN_SALES_TREATMENTS);

/** SUNAT's catalogue 01: 01 factura, 03 boleta, 07 nota de crédito. */
export const ElectronicDocumentTypeSchema = z.enum(['factura', 'boleta', 'nota_credito']);
export type ElectronicDocumentType = z.infer<typeof ElectronicDocumentTypeSchema>;

/**
 * What the OSE answered: not yet (`pendiente`, no CDR), accepted, accepted with observations, or
 * rejected (with its reason). Only an accepted or observed document is a valid receipt.
 */
export const OseStatusSchema = z.enum(['pendiente', 'aceptado', 'observado', 'rechazado']);
export type OseStatus = z.infer<typeof OseStatusSchema>;

const Iso = z.string().datetime({ offset: true });
const Money = z.number().nonnegative();
const keysOf = <T extends string>(record: Record<T, unknown>) => Object.keys(record) as [T, ...T[]];

const DocumentRefSchema = z.object({
  type: ElectronicDocumentTypeSchema,
  series: z.string(),
  number: z.number().int().positive(),
});

export const ElectronicDocumentSchema = z.object({
  type: ElectronicDocumentTypeSchema,
  /** B… for boletas (and their notes), F… for facturas (and theirs). */
  series: z.string().regex(/^[BF][A-Z0-9]{3}$/),
  /** Correlative within the series, from 1. */
  number: z.number().int().positive(),
  issued_at: Iso,
  currency: z.enum(['PEN', 'USD']),
  /** Who issued it, as the signed XML says: what the printed representation prints (issue 75 point 6). */
  issuer: z.object({
    ruc: z.string().regex(new RegExp(`^(${RUC_PREFIXES.join('|')})\\d{9}$`)),
    legal_name: z.string().min(1).max(160),
    address: z.string().min(1).max(240),
  }),
  /** Catálogo 51: a sale in Peru, an export of services, or a sale abroad that is no export. */
  operation: z.enum(keysOf<Operation>(OPERATION_CODE)),
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
  /**
   * Catálogo 07: taxed (gravada), not subject (inafecta, a setting of the API) or exported
   * (exportacion, no IGV: the foreign-sales rule says so).
   */
  tax_treatment: z.enum(keysOf<TaxTreatment>(IGV_AFFECTATION_CODE)),
  /** The operation's value before IGV (op. gravada, inafecta or exportación). */
  taxable_amount: Money,
  igv: Money,
  igv_rate: z.number().min(0).max(1),
  total: Money,
  /** Forma de pago, required on facturas: ours are paid in full before they are issued. */
  payment_terms: z
    .object({ kind: z.enum(keysOf<PaymentTermsKind>(PAYMENT_TERMS)), amount: Money })
    .nullable(),
  /** The signed XML's digest (DigestValue), printed and in the QR. */
  hash: z.string().min(8).max(120),
  status: OseStatusSchema,
  status_reason: z.string().max(300).nullable(),
  /** A rejected document's reissue, once the API has issued it (a new correlative). */
  replaced_by: DocumentRefSchema.nullable(),
  /** A nota de crédito's original document and why it was issued. */
  reference: DocumentRefSchema.nullable(),
  /** A nota de crédito's catálogo 09 code ('06' Devolución total). */
  reason_code: z.enum(keysOf<CreditNoteReasonCode>(CREDIT_NOTE_REASON)).nullable(),
  reason: z.string().max(250).nullable(),
});
export type ElectronicDocument = z.infer<typeof ElectronicDocumentSchema>;

/** 'B001-00000012': how every page and PDF writes a document's serie-número. */
export const documentNumber = (document: Pick<ElectronicDocument, 'series' | 'number'>) =>
  `${document.series}-${String(document.number).padStart(8, '0')}`;

/** GET /api/electronic-documents/{number}/{xml|cdr}/: the signed XML, or the OSE's constancia (CDR). */
export const DocumentFileSchema = z.object({
  data: z.object({
    file_name: z.string().regex(/^[A-Za-z0-9-]+\.xml$/),
    content: z.string().min(1).max(200_000),
  }),
});
export type DocumentFile = z.infer<typeof DocumentFileSchema>['data'];
