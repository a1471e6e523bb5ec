// Mis compras: 'Solicitar reembolso' while the API allows it, the nota de crédito once refunded.
import type { PurchaseRowView } from '@server/invoice-checkout/views';
import { numbered } from '@kernel/texts/site';
import { REFUND_SALE_TEXT, REFUND_TEXT } from '@kernel/texts/refunds';
import { DocumentFiles } from '~/components/receipts/receipt-status';

export function RefundLink({ row }: { row: PurchaseRowView }) {
  if (row.creditNote)
    return (
      <>
        <a href={row.creditNote.href} download data-testid="purchase-credit-note">
          {REFUND_TEXT.creditNote} {row.creditNote.number}
        </a>
        <DocumentFiles
          files={row.creditNote.files}
          of={`${REFUND_TEXT.creditNote} ${row.creditNote.number}`}
        />
      </>
    );
  if (!row.refundHref) return null;
  return (
    <a href={row.refundHref} data-testid="purchase-refund">
      {REFUND_TEXT.link}
      <span className="visually-hidden">{` ${REFUND_SALE_TEXT[row.kind].of} ${numbered(row.number)}`}</span>
    </a>
  );
}
