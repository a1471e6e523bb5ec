/**
 * An invoice's content on its page (issue 16): the way back, a payment error, the outcome, the
 * summary, a local payment code, the steps of an invoice still to pay (`steps`) and the receipt.
 *
 * Without steps (no codes, no ways to pay, no 'Reintentar') and without an error to show, the
 * content is its view's alone: on the light page it is one block kept under the view's markup key
 * (decision 067), as the organization dashboard is (decision 063). The view is one object per
 * answer and recorded payment (server/invoice-checkout/invoice-page-view.ts), so a new answer or payment
 * is a new key. The steps hold Remix forms and what the parent typed, so with them the content is
 * rendered on every view.
 */
import type { ReactNode } from 'react';
import type { InvoiceView } from '@server/invoice-checkout/views';
import { Link } from '@remix-run/react';
import { CheckoutResult } from './checkout-result';
import { InvoiceSummary } from './invoice-summary';
import { LocalPayment } from './local-payment';

interface ContentProps {
  invoice: InvoiceView;
  /** The root's payment error, shown unless a card form is open (it shows the error itself). */
  error: string | null;
  steps: ReactNode;
}

export function InvoiceContent(props: ContentProps) {
  return (
    <div className="invoice-content">
      <Content {...props} />
    </div>
  );
}

function Content({ invoice, error, steps }: ContentProps) {
  return (
    <>
      <p className="checkout-back">
        <Link to="/dashboard/compras">Volver a Mis compras</Link>
      </p>
      {error ? (
        <div className="card form-error" role="alert" data-testid="checkout-error">
          <p>{error}</p>
          <Link to="/dashboard/compras">Ir a Mis compras</Link>
        </div>
      ) : null}
      {invoice.result ? <CheckoutResult result={invoice.result} /> : null}
      {invoice.payAgainHref ? (
        <p className="checkout-pay-again">
          <Link to={invoice.payAgainHref} className="button" data-testid="pay-again">
            Intentar de nuevo
          </Link>{' '}
          <span className="muted">Se abrirá una nueva factura para {invoice.child.firstName}.</span>
        </p>
      ) : null}
      <div className="invoice-page">
        <InvoiceSummary invoice={invoice} />
        {invoice.localPayment ? <LocalPayment payment={invoice.localPayment} /> : null}
        {steps}
        {invoice.receiptAvailable ? (
          <p>
            <a
              href={`/dashboard/compras/${invoice.id}/recibo.pdf`}
              className="button button--secondary"
              download
            >
              Descargar recibo
            </a>
          </p>
        ) : null}
      </div>
    </>
  );
}
