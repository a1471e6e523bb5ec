/**
 * The simulated API's electronic receipts (issues 55 and 75): once a payment is confirmed it
 * issues a boleta or a factura for the buyer chosen at checkout, numbered correlatively within its
 * series, as the issuer its settings name, and sends it to its OSE, whose answer a scenario can
 * change (accepted, observed, rejected, not yet). A refund issues a nota de crédito against the
 * sale's valid receipt (mocks/receipts/ose.ts settles a rejected or unanswered one first). Issuing
 * twice for the same sale answers the first document.
 */
import { createHash } from 'node:crypto';
import type { Currency } from '../../kernel/money';
import { CREDIT_NOTE_REASON, type CreditNoteReasonCode } from '../../kernel/sunat-catalogues';
import {
  documentNumber,
  ElectronicDocumentSchema,
  type ElectronicDocument,
  type OseStatus,
  type ReceiptBuyer,
} from '../../server/upstream/schemas/electronic-receipts';
import { db } from '../db';
import { currentScenario } from '../scenarios/context';
import { mockIssuer } from './issuer';
import { foreignSalesOf, type SaleKeyOwner, type SaleOwner } from './sale-receipt';
import { RECEIPT_SCENARIOS } from './scenario-names';
import { saleTaxes } from './taxes';

export { ANONYMOUS_BOLETA, keepReceiptBuyer, receiptBuyerOf, saleKey, type SaleOwner } from './sale-receipt';
export { RECEIPT_SCENARIOS } from './scenario-names';

const SERIES = { boleta: 'B001', factura: 'F001' } as const;
const CREDIT_NOTE_SERIES = { boleta: 'BC01', factura: 'FC01' } as const;

export interface Sale {
  buyer: ReceiptBuyer;
  currency: Currency;
  /** The buyer's country as the sale has it: anywhere but Peru is a sale abroad. */
  country: string;
  lines: { description: string; amount: number }[];
  discount: number;
  total: number;
  /** When the payment was confirmed; now by default. */
  issuedAt?: string;
}

type DocumentRecord = NonNullable<ReturnType<typeof db.electronicDocument.findFirst>>;

const answerOf = (record: DocumentRecord): ElectronicDocument =>
  ElectronicDocumentSchema.parse(JSON.parse(record.answer));

function nextNumber(series: string): number {
  const numbers = db.electronicDocument
    .findMany({ where: { series: { equals: series } } })
    .map((d) => d.number);
  return Math.max(0, ...numbers) + 1;
}

/** The OSE's answer, as the request's scenario has it. */
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
      status_reason: 'Rechazo 2800: el documento del adquirente no es válido según SUNAT.',
    };
  if (scenario === RECEIPT_SCENARIOS.pending) return { status: 'pendiente', status_reason: null };
  return { status: 'aceptado', status_reason: null };
}

/** The signed XML's digest, simulated from what the document says. */
const digest = (fields: unknown) => createHash('sha256').update(JSON.stringify(fields)).digest('base64');

type Unsigned = Omit<ElectronicDocument, 'hash' | 'status' | 'status_reason' | 'replaced_by'>;

export function storeDocument(
  owner: SaleOwner,
  document: Unsigned,
  answer: Pick<ElectronicDocument, 'status' | 'status_reason'> = oseAnswer(),
): ElectronicDocument {
  const complete: ElectronicDocument = { ...document, hash: digest(document), ...answer, replaced_by: null };
  db.electronicDocument.create({
    id: documentNumber(complete),
    userId: owner.userId,
    invoiceId: owner.invoiceId,
    purchaseId: owner.purchaseId,
    series: complete.series,
    number: complete.number,
    answer: JSON.stringify(ElectronicDocumentSchema.parse(complete)),
  });
  return complete;
}

/** Writes a document's new OSE answer or its replacement, as the API records them. */
export function updateDocument(document: ElectronicDocument, changes: Partial<ElectronicDocument>) {
  const updated = ElectronicDocumentSchema.parse({ ...document, ...changes });
  db.electronicDocument.update({
    where: { id: { equals: documentNumber(document) } },
    data: { answer: JSON.stringify(updated) },
  });
  return updated;
}

const whereOwner = (owner: SaleKeyOwner) =>
  owner.invoiceId !== null
    ? { invoiceId: { equals: owner.invoiceId } }
    : { purchaseId: { equals: owner.purchaseId ?? '' } };

/** Every document of a sale, oldest first: its boleta or factura (and reissues), then any nota. */
export function documentsOf(owner: SaleKeyOwner): ElectronicDocument[] {
  return db.electronicDocument
    .findMany({ where: whereOwner(owner) })
    .map(answerOf)
    .sort((a, b) => a.issued_at.localeCompare(b.issued_at) || a.number - b.number);
}

export const ownerOfDocument = (id: string): SaleOwner | null => {
  const record = db.electronicDocument.findFirst({ where: { id: { equals: id } } });
  return record
    ? { userId: record.userId, invoiceId: record.invoiceId, purchaseId: record.purchaseId }
    : null;
};

export const documentById = (id: string): ElectronicDocument | null => {
  const record = db.electronicDocument.findFirst({ where: { id: { equals: id } } });
  return record ? answerOf(record) : null;
};

export const isCreditNote = (document: ElectronicDocument) => document.type === 'nota_credito';

/** The sale's receipt now: its boleta or factura, or the reissue that replaced it. */
export const currentReceipt = (owner: SaleKeyOwner): ElectronicDocument | null =>
  documentsOf(owner).find((document) => !isCreditNote(document) && document.replaced_by === null) ?? null;

export function issueReceipt(owner: SaleOwner, sale: Sale): ElectronicDocument {
  const issued = currentReceipt(owner);
  if (issued) return issued;
  const series = SERIES[sale.buyer.kind];
  return storeDocument(owner, {
    type: sale.buyer.kind,
    series,
    number: nextNumber(series),
    issued_at: sale.issuedAt ?? new Date().toISOString(),
    currency: sale.currency,
    issuer: mockIssuer(),
    buyer: {
      document_type: sale.buyer.document_type,
      document_number: sale.buyer.document_number,
      name: sale.buyer.name,
      address: sale.buyer.address,
    },
    lines: sale.lines.map((line) => ({ description: line.description, quantity: 1, amount: line.amount })),
    discount: sale.discount,
    ...saleTaxes({
      total: sale.total,
      country: sale.country,
      buyer: sale.buyer,
      foreignSales: foreignSalesOf(owner),
    }),
    total: sale.total,
    // Forma de pago, on facturas: every sale is paid in full before it is issued.
    payment_terms: sale.buyer.kind === 'factura' ? { kind: 'contado', amount: sale.total } : null,
    reference: null,
    reason_code: null,
    reason: null,
  });
}

/** A reissue: the same sale under the next correlative of its series, issued now. */
export function reissueOf(owner: SaleOwner, rejected: ElectronicDocument, answer = oseAnswer()) {
  return storeDocument(
    owner,
    {
      ...rejected,
      number: nextNumber(rejected.series),
      issued_at: new Date().toISOString(),
      issuer: mockIssuer(),
    },
    answer,
  );
}

/** A refund's nota de crédito for the whole of `original`, a valid receipt (ose.ts makes sure). */
export function creditNoteFor(
  owner: SaleOwner,
  original: ElectronicDocument,
  reasonCode: CreditNoteReasonCode,
): ElectronicDocument {
  if (original.type === 'nota_credito' || original.status === 'rechazado' || original.status === 'pendiente')
    throw new Error('a nota de crédito references a valid boleta or factura');
  const series = CREDIT_NOTE_SERIES[original.type];
  return storeDocument(owner, {
    ...original,
    type: 'nota_credito',
    series,
    number: nextNumber(series),
    issued_at: new Date().toISOString(),
    issuer: mockIssuer(),
    payment_terms: null,
    reference: { type: original.type, series: original.series, number: original.number },
    reason_code: reasonCode,
    reason: CREDIT_NOTE_REASON[reasonCode],
  });
}
