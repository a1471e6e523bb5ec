import { DocumentFiles, ReceiptStatusLine } from '~/components/receipts/receipt-status';
import type { ReactNode } from 'react';
import type { InvoiceView } from '@server/invoice-checkout/views';
import { Link } from '@remix-run/react';
import { CHECKOUT_FORBIDDEN } from '@kernel/texts/checkout';
import { SaleResult } from '~/components/payment/sale-result';
import { InvoiceSummary } from './invoice-summary';
import { LocalPayment } from './local-payment';

interface ContentProps {
  invoice: InvoiceView;
  /** The root's payment error, shown unless a card form is open (it shows the error itself). */
  error: string | null;
  steps: ReactNode;
}

export function InvoiceContent({ invoice, error, steps }: ContentProps) {
  return (
    <div className="invoice-content">
      <p className="checkout-back">
        <Link to="/dashboard/compras">Volver a Mis compras</Link>
      </p>
      {error ? (
        <div className="card form-error" role="alert" data-testid="checkout-error">
          <p>{error}</p>
          <Link to="/dashboard/compras">Ir a Mis compras</Link>
        </div>
      ) : null}
      {invoice.result ? <SaleResult result={invoice.result} /> : null}
      {invoice.payAgainHref ? (
        <p className="checkout-pay-again">
          <Link to={invoice.payAgainHref} className="button" data-testid="pay-again">
            Intentar de nuevo
          </Link>{' '}
          <span className="muted">Se abrirá un nuevo pedido para {invoice.child.firstName}.</span>
        </p>
      ) : null}
      <div className="invoice-page">
        <InvoiceSummary invoice={invoice} />
        {invoice.localPayment ? <LocalPayment payment={invoice.localPayment} /> : null}
        {steps}
        {invoice.receipt?.status ? (
          <p className="invoice-receipt">
            <ReceiptStatusLine
              receipt={invoice.receipt}
              className="invoice-receipt__status"
              testId="invoice-receipt"
            />
          </p>
        ) : null}
        {invoice.receiptHref && invoice.receipt?.download ? (
          <p>
            <a href={invoice.receiptHref} className="button button--secondary" download>
              {invoice.receipt.download}
            </a>{' '}
            <DocumentFiles files={invoice.receiptFiles} of={invoice.receipt.name ?? ''} />
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A sale the parent may not see or pay (spec §8): why, and the way back to Mis compras. */
export function CheckoutForbidden() {
  return (
    <div className="card form-error" role="alert" data-testid="checkout-forbidden">
      <h2>No pudimos procesar tu solicitud</h2>
      <p>{CHECKOUT_FORBIDDEN}</p>
      <Link to="/dashboard/compras" className="button button--secondary">
        Volver a Mis compras
      </Link>
    </div>
  );
}
