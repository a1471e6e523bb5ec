/**
 * What Mis compras and the pedido page say of a paid sale's receipt (issue 55, pure): the document
 * the API issued ('Boleta B001-00000012', its OSE status), 'Comprobante en proceso' until it has,
 * or the payment provider's receipt for a Mexican sale; and the download named after it.
 */
import { DOCUMENT_TEXT } from '@kernel/texts/receipts';
import { documentNumber, type ElectronicDocument } from '../upstream/schemas/electronic-receipts';

export interface ReceiptStatusView {
  /** 'Boleta B001-00000012'; null for the provider's receipt or while in process. */
  name: string | null;
  /** 'Aceptado', 'Observado', 'Rechazado' or 'Comprobante en proceso'; null for the provider's receipt. */
  status: string | null;
  tone: 'ok' | 'warning' | 'error' | 'pending' | null;
  /** Why the OSE observed or rejected it. */
  reason: string | null;
  /** The PDF link's name; null while there is nothing to download yet. */
  download: string | null;
}

/** What the API answers of a sale's receipt; an API from before issue 55 leaves them out. */
export interface SaleReceiptFields {
  electronic_receipt?: boolean;
  documents?: ElectronicDocument[];
}

const TONE = { aceptado: 'ok', observado: 'warning', rechazado: 'error' } as const;

/** The boleta or factura itself, not a nota de crédito that followed it. */
export const issuedDocument = (sale: SaleReceiptFields): ElectronicDocument | null =>
  sale.documents?.find((document) => document.type !== 'nota_credito') ?? null;

export const documentName = (document: ElectronicDocument) =>
  `${DOCUMENT_TEXT.names[document.type]} ${documentNumber(document)}`;

/** Null for a sale not paid. */
export function receiptStatusView(sale: SaleReceiptFields, paid: boolean): ReceiptStatusView | null {
  if (!paid) return null;
  const none = { name: null, status: null, tone: null, reason: null };
  if (sale.electronic_receipt === false) return { ...none, download: DOCUMENT_TEXT.downloads.provider };
  // Documents not told (an older API answer): the payment's own receipt, as before.
  if (sale.documents === undefined) return { ...none, download: DOCUMENT_TEXT.downloads.payment };
  const document = issuedDocument(sale);
  if (!document) return { ...none, status: DOCUMENT_TEXT.inProcess, tone: 'pending', download: null };
  return {
    name: documentName(document),
    status: DOCUMENT_TEXT.statuses[document.status],
    tone: TONE[document.status],
    reason: document.status_reason,
    download: DOCUMENT_TEXT.downloads[document.type],
  };
}
