/**
 * What Mis compras and the pedido page say of a sale's receipt (issues 55 and 75, pure): the OSE's
 * answer on the API's document, and its PDF, XML and CDR (issue 75 point 5) only while it is valid.
 */
import { DOCUMENT_TEXT } from '@kernel/texts/receipts';
import { salePath } from '../sales/sale-path';
import type { Sale } from '../sales/sale';
import type { SaleRef } from '../sales/sale-ref';
import type { Invoice } from '../upstream/schemas/invoices';
import {
  documentNumber,
  type ElectronicDocument,
  type OseStatus,
} from '../upstream/schemas/electronic-receipts';

export interface ReceiptStatusView {
  /** 'Boleta B001-00000012'; null for the provider's receipt or while in process. */
  name: string | null;
  /** The OSE's answer in words, or 'Comprobante en proceso'; null for the provider's receipt. */
  status: string | null;
  tone: 'ok' | 'warning' | 'error' | 'pending' | null;
  reason: string | null;
  /** A reissue names the rejected document it replaces. */
  replaces: string | null;
  /** The PDF link's name; null while there is nothing valid to download. */
  download: string | null;
  /** Its XML and the OSE's CDR may be downloaded (a valid electronic document only). */
  files: boolean;
}

/** What the API answers of a sale's receipt; an API from before issue 55 leaves them out. */
type SaleReceiptFields = Pick<Invoice, 'electronic_receipt' | 'documents'> & { status: string };

/** A sale keeps its receipt after a refund, its nota de crédito beside it. */
const RECEIPTED_STATUSES: readonly string[] = ['paid', 'refunded'];

const TONE: Record<OseStatus, ReceiptStatusView['tone']> = {
  pendiente: 'pending',
  aceptado: 'ok',
  observado: 'warning',
  rechazado: 'error',
};

/** Only a document the OSE accepted, with or without observations, is a valid receipt. */
const isValidDocument = (document: ElectronicDocument) =>
  document.status === 'aceptado' || document.status === 'observado';

export type DocumentFamily = 'receipt' | 'credit-note';

/** The sale's boleta or factura (or nota) now: the one no reissue replaced. */
const currentDocument = (documents: ElectronicDocument[], family: DocumentFamily) =>
  documents.find(
    (document) =>
      (document.type === 'nota_credito') === (family === 'credit-note') && document.replaced_by === null,
  ) ?? null;

/** What a sale's PDF, XML and CDR are of; null when not issued, in process or rejected. */
export function saleDocument(
  sale: Pick<Sale, 'documents'>,
  family: DocumentFamily,
): ElectronicDocument | null {
  const current = currentDocument(sale.documents, family);
  return current && isValidDocument(current) ? current : null;
}

export const documentName = (document: Pick<ElectronicDocument, 'type' | 'series' | 'number'>) =>
  `${DOCUMENT_TEXT.names[document.type]} ${documentNumber(document)}`;

function replacedName(documents: ElectronicDocument[], current: ElectronicDocument): string | null {
  const replaced = documents.find(
    (document) =>
      document.replaced_by?.series === current.series && document.replaced_by.number === current.number,
  );
  return replaced ? DOCUMENT_TEXT.replaces(documentName(replaced)) : null;
}

export function receiptStatusView(sale: SaleReceiptFields): ReceiptStatusView | null {
  if (!RECEIPTED_STATUSES.includes(sale.status)) return null;
  const none = { name: null, status: null, tone: null, reason: null, replaces: null, files: false };
  if (sale.electronic_receipt === false) return { ...none, download: DOCUMENT_TEXT.downloads.provider };
  // Documents not told (an older API answer): the payment's own receipt, as before.
  if (sale.documents === undefined) return { ...none, download: DOCUMENT_TEXT.downloads.payment };
  const document = currentDocument(sale.documents, 'receipt');
  if (!document) return { ...none, status: DOCUMENT_TEXT.inProcess, tone: 'pending', download: null };
  const valid = isValidDocument(document);
  return {
    name: documentName(document),
    status: DOCUMENT_TEXT.statuses[document.status],
    tone: TONE[document.status],
    reason: document.status === 'rechazado' ? null : document.status_reason,
    replaces: replacedName(sale.documents, document),
    download: valid ? DOCUMENT_TEXT.downloads[document.type] : null,
    files: valid,
  };
}

const FAMILY_FILE: Record<DocumentFamily, string> = { receipt: 'recibo', 'credit-note': 'nota-de-credito' };

/** Null unless the document is valid (its XML and CDR are then offered). */
export function documentFileLinks(sale: SaleRef, family: DocumentFamily, available: boolean) {
  const file = salePath(sale, `sunat/${FAMILY_FILE[family]}`);
  return available ? { xml: `${file}.xml`, cdr: `${file}-cdr.xml` } : null;
}

export type DocumentFileLinks = NonNullable<ReturnType<typeof documentFileLinks>>;

/** The sale's receipt as Mis compras and the pedido page show it: its PDF named by `download`. */
export const receiptLinks = ({ ref, receipt }: Pick<Sale, 'ref' | 'receipt'>) => ({
  receipt,
  receiptHref: receipt?.download ? salePath(ref, 'recibo.pdf') : null,
  receiptFiles: documentFileLinks(ref, 'receipt', receipt?.files ?? false),
});
