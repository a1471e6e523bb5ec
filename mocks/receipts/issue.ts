/**
 * The simulated API's electronic receipts (issue 55): once a payment is confirmed it issues a
 * boleta or a factura for the buyer chosen at checkout, numbered correlatively within its series,
 * and sends it to its OSE, whose answer a scenario can change; a refund issues a nota de crédito
 * that references the original. Issuing twice for the same sale answers the first document.
 */
import { createHash } from 'node:crypto';
import { db } from '../db';
import { round2 } from '../checkout/round';
import { currentScenario } from '../scenarios/context';
import {
  documentNumber,
  ElectronicDocumentSchema,
  type ElectronicDocument,
  type OseStatus,
  ReceiptBuyerSchema,
  type ReceiptBuyer,
} from '../../server/upstream/schemas/electronic-receipts';

export const RECEIPT_SCENARIOS = {
  observed: 'receipts-observed',
  rejected: 'receipts-rejected',
  exempt: 'receipts-exempt',
} as const;

const IGV_RATE = 0.18;
const SERIES = { boleta: 'B001', factura: 'F001' } as const;
const CREDIT_NOTE_SERIES = { boleta: 'BC01', factura: 'FC01' } as const;

export interface SaleOwner {
  userId: number;
  invoiceId: number | null;
  purchaseId: string | null;
}

export interface Sale {
  buyer: ReceiptBuyer;
  currency: 'PEN' | 'USD';
  lines: { description: string; amount: number }[];
  discount: number;
  total: number;
  /** When the payment was confirmed; now by default. */
  issuedAt?: string;
}

type Record = NonNullable<ReturnType<typeof db.electronicDocument.findFirst>>;

const answerOf = (record: Record): ElectronicDocument =>
  ElectronicDocumentSchema.parse(JSON.parse(record.answer));

function nextNumber(series: string): number {
  const numbers = db.electronicDocument
    .findMany({ where: { series: { equals: series } } })
    .map((d) => d.number);
  return Math.max(0, ...numbers) + 1;
}

/** Whether the courses are taxed is the business's setting; scenario `receipts-exempt` prints them inafectos. */
function taxes(total: number) {
  if (currentScenario() === RECEIPT_SCENARIOS.exempt)
    return { tax_treatment: 'inafecta' as const, taxable_amount: total, igv: 0, igv_rate: 0 };
  const base = round2(total / (1 + IGV_RATE));
  return {
    tax_treatment: 'gravada' as const,
    taxable_amount: base,
    igv: round2(total - base),
    igv_rate: IGV_RATE,
  };
}

function oseAnswer(): { status: OseStatus; status_reason: string | null } {
  const scenario = currentScenario();
  if (scenario === RECEIPT_SCENARIOS.observed)
    return {
      status: 'observado',
      status_reason:
        'Observación 4287: el nombre del adquirente no coincide con el del padrón. El comprobante es válido.',
    };
  if (scenario === RECEIPT_SCENARIOS.rejected)
    return {
      status: 'rechazado',
      status_reason:
        'Rechazo 2800: el documento del adquirente no es válido según SUNAT. Kodea emitirá uno nuevo.',
    };
  return { status: 'aceptado', status_reason: null };
}

/** The signed XML's digest, simulated from what the document says. */
const digest = (fields: unknown) => createHash('sha256').update(JSON.stringify(fields)).digest('base64');

function store(owner: SaleOwner, document: Omit<ElectronicDocument, 'hash' | 'status' | 'status_reason'>) {
  const complete: ElectronicDocument = { ...document, hash: digest(document), ...oseAnswer() };
  db.electronicDocument.create({
    id: documentNumber(complete),
    userId: owner.userId,
    invoiceId: owner.invoiceId,
    purchaseId: owner.purchaseId,
    series: complete.series,
    number: complete.number,
    answer: JSON.stringify(complete),
  });
  return complete;
}

const whereOwner = (owner: Pick<SaleOwner, 'invoiceId' | 'purchaseId'>) =>
  owner.invoiceId !== null
    ? { invoiceId: { equals: owner.invoiceId } }
    : { purchaseId: { equals: owner.purchaseId ?? '' } };

/** Every document of a sale, oldest first: its boleta or factura, then any nota de crédito. */
export function documentsOf(owner: Pick<SaleOwner, 'invoiceId' | 'purchaseId'>): ElectronicDocument[] {
  return db.electronicDocument
    .findMany({ where: whereOwner(owner) })
    .map(answerOf)
    .sort((a, b) => a.issued_at.localeCompare(b.issued_at) || a.number - b.number);
}

export function issueReceipt(owner: SaleOwner, sale: Sale): ElectronicDocument {
  const issued = documentsOf(owner).find((document) => document.type !== 'nota_credito');
  if (issued) return issued;
  const series = SERIES[sale.buyer.kind];
  return store(owner, {
    type: sale.buyer.kind,
    series,
    number: nextNumber(series),
    issued_at: sale.issuedAt ?? new Date().toISOString(),
    currency: sale.currency,
    buyer: {
      document_type: sale.buyer.document_type,
      document_number: sale.buyer.document_number,
      name: sale.buyer.name,
      address: sale.buyer.address,
    },
    lines: sale.lines.map((line) => ({ description: line.description, quantity: 1, amount: line.amount })),
    discount: sale.discount,
    ...taxes(sale.total),
    total: sale.total,
    reference: null,
    reason: null,
  });
}

/** A refund's nota de crédito for the whole original; one per original. */
export function issueCreditNote(
  owner: SaleOwner,
  original: ElectronicDocument,
  reason: string,
): ElectronicDocument {
  const issued = documentsOf(owner).find((document) => document.type === 'nota_credito');
  if (issued) return issued;
  if (original.type === 'nota_credito') throw new Error('a nota de crédito references a boleta or a factura');
  const series = CREDIT_NOTE_SERIES[original.type];
  return store(owner, {
    ...original,
    type: 'nota_credito',
    series,
    number: nextNumber(series),
    issued_at: new Date().toISOString(),
    reference: { type: original.type, series: original.series, number: original.number },
    reason,
  });
}

/** A sale's key, as its buyer and its refund are kept. */
export const saleKey = (owner: Pick<SaleOwner, 'invoiceId' | 'purchaseId'>) =>
  owner.invoiceId !== null ? `invoice:${owner.invoiceId}` : `purchase:${owner.purchaseId}`;

export function keepReceiptBuyer(owner: Pick<SaleOwner, 'invoiceId' | 'purchaseId'>, buyer: ReceiptBuyer) {
  db.receiptBuyer.delete({ where: { id: { equals: saleKey(owner) } } });
  db.receiptBuyer.create({ id: saleKey(owner), buyer: JSON.stringify(buyer) });
}

export function receiptBuyerOf(owner: Pick<SaleOwner, 'invoiceId' | 'purchaseId'>): ReceiptBuyer | null {
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
