/** The shell shared by the payment steps: backdrop, dialog, close link (back to /enrollment by default), title and amount line. */
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';

export function PaymentDialog(props: {
  testId: string;
  titleId: string;
  amountLine: ReactNode;
  children: ReactNode;
  /** Where the close (×) goes: the page the step was opened from. */
  closeHref?: string;
}) {
  return (
    <div className="dialog-backdrop">
      <div
        className="dialog dialog--wide"
        role="dialog"
        aria-modal="true"
        aria-labelledby={props.titleId}
        data-testid={props.testId}
      >
        <Link to={props.closeHref ?? '/enrollment'} className="dialog__close" aria-label="Cerrar">
          ×
        </Link>
        <h2 id={props.titleId}>Finalizar Pago</h2>
        <p className="payment-amount">{props.amountLine}</p>
        {props.children}
      </div>
    </div>
  );
}
