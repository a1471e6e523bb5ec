// A sale's receipt as Mis compras and the pedido page show it (issues 55 and 75): its name and what
// SUNAT's OSE answered ('Comprobante en proceso', 'Rechazado por SUNAT: lo estamos corrigiendo'),
// the rejected one a reissue replaces, and a valid document's XML and CDR beside its PDF.
import type { DocumentFileLinks, ReceiptStatusView } from '@server/invoice-checkout/receipt-status';
import { DOCUMENT_TEXT } from '@kernel/texts/receipts';

export function ReceiptStatusLine({
  receipt,
  className,
  testId,
}: {
  receipt: ReceiptStatusView;
  className: string;
  testId: string;
}) {
  if (!receipt.status) return null;
  return (
    <span className={className} data-testid={testId}>
      {receipt.name ? <strong>{receipt.name}</strong> : null}{' '}
      <span className={`receipt-status receipt-status--${receipt.tone ?? 'pending'}`}>{receipt.status}</span>
      {receipt.reason ? <span className="muted receipt-status__reason"> {receipt.reason}</span> : null}
      {receipt.replaces ? <span className="muted receipt-status__reason"> {receipt.replaces}</span> : null}
    </span>
  );
}

/** 'XML' and 'CDR' links of a valid document; `of` names it for a screen reader. */
export function DocumentFiles({ files, of }: { files: DocumentFileLinks | null; of: string }) {
  if (!files) return null;
  return (
    <span className="document-files">
      <a href={files.xml} download data-testid="document-xml">
        {DOCUMENT_TEXT.files.xml}
        <span className="visually-hidden"> {of}</span>
      </a>{' '}
      <a href={files.cdr} download data-testid="document-cdr">
        {DOCUMENT_TEXT.files.cdr}
        <span className="visually-hidden"> {of}</span>
      </a>
    </span>
  );
}
