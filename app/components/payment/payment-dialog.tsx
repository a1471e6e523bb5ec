// The payment steps' dialog: rendered open, a plain section without JavaScript whose close link
// leaves; a modal once app/enhance/modal-dialog.ts runs.
import { useNavigate, Link } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { showAsModal } from '~/enhance/modal-dialog';
import { MerchantFacts } from './merchant-facts';
import { openerOf } from './modal-focus';

export function PaymentDialog(props: {
  testId: string;
  titleId: string;
  amountLine: ReactNode;
  children: ReactNode;
  closeHref?: string;
}) {
  const closeHref = props.closeHref ?? '/enrollment';
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Focus goes back to the opener when the parent closes the dialog (Escape, ×), not when a
  // payment's outcome replaces it (the result takes the page then).
  const closingRef = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = openerOf(dialog);
    const undo = showAsModal(
      dialog,
      () => {
        closingRef.current = true;
        navigate(closeHref, { preventScrollReset: true });
      },
      // Focus lands on the dialog itself on opening (its title is read); Tab then enters it.
      dialog.contains(document.activeElement) ? null : dialog,
    );
    return () => {
      undo();
      // After the page under it has re-rendered without the dialog.
      requestAnimationFrame(() => {
        // Opened as a new document (from a non-hydrated page), the dialog had no
        // opener in this one: the page's button that opens the step stands for it.
        const target = opener?.isConnected
          ? opener
          : document.querySelector<HTMLElement>('[data-opens-payment]');
        if (closingRef.current && target && !document.querySelector('dialog[open]')) target.focus();
      });
    };
  }, [closeHref, navigate]);

  return (
    <dialog
      ref={dialogRef}
      open
      className="payment-dialog"
      aria-labelledby={props.titleId}
      data-testid={props.testId}
      data-modal=""
      tabIndex={-1}
    >
      <Link
        to={closeHref}
        className="dialog__close"
        aria-label="Cerrar"
        preventScrollReset
        data-modal-close=""
        onClick={() => {
          closingRef.current = true;
        }}
      >
        ×
      </Link>
      <h2 id={props.titleId}>Finalizar Pago</h2>
      <p className="payment-amount">{props.amountLine}</p>
      {props.children}
      <MerchantFacts />
    </dialog>
  );
}

/** Without JavaScript, what PAGAR does in every card step. */
export const HOSTED_FORM_NOTE =
  'Al pulsar PAGAR irás al formulario seguro del proveedor de pagos para ingresar los datos de tu tarjeta.';

/** 'Total a pagar: S/ 100', and the card brand a promotion's total holds for. */
export const totalToPay = (amountText: string, brandCondition?: string | null) => (
  <>
    Total a pagar: <strong>{amountText}</strong>
    {brandCondition ? <strong data-testid="amount-condition"> ({brandCondition})</strong> : null}
  </>
);
