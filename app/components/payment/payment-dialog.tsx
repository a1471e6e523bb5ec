/**
 * The shell shared by the payment steps: backdrop, dialog, close link (back to /enrollment by
 * default), title and amount line.
 *
 * Server-rendered over its page, so without JavaScript it is a plain page section whose close
 * link leaves. With JavaScript it behaves as a modal, like the login dialog (login-dialog.tsx):
 * focus moves into it on opening, the page under it is inert, Tab and Shift+Tab go round inside
 * it (wrapTabFocus), Escape closes it (the close link's navigation), and focus goes back to what
 * opened it.
 */
import { useNavigate } from '@remix-run/react';
import { Link } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { wrapTabFocusIn } from '~/components/ui/wrap-tab-focus';
import { inertOutside, openerOf } from './modal-focus';

/**
 * Whether a dialog is on screen: a page can hold one hidden until its form is sent (the loading
 * state of a light page's payment form, decision 065), which has no boxes.
 */
function dialogShown(): boolean {
  return [...document.querySelectorAll('[role="dialog"]')].some(
    (dialog) => dialog.getClientRects().length > 0,
  );
}

export function PaymentDialog(props: {
  testId: string;
  titleId: string;
  amountLine: ReactNode;
  children: ReactNode;
  /** Where the close (×) goes: the page the step was opened from. */
  closeHref?: string;
}) {
  const closeHref = props.closeHref ?? '/enrollment';
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  // Focus goes back to the opener when the parent closes the dialog (Escape, ×), not when a
  // payment's outcome replaces it (the result takes the page then).
  const closingRef = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    const backdrop = backdropRef.current;
    if (!dialog || !backdrop) return;
    const opener = openerOf(dialog);
    const restore = inertOutside(backdrop);
    if (!dialog.contains(document.activeElement)) dialog.focus();
    return () => {
      restore();
      // After the page under it has re-rendered without the dialog.
      requestAnimationFrame(() => {
        // Opened as a new document (from a light page, decision 065), the dialog had no opener in
        // this one: the page's button that opens the step stands for it.
        const target = opener?.isConnected
          ? opener
          : document.querySelector<HTMLElement>('[data-opens-payment]');
        if (closingRef.current && target && !dialogShown()) target.focus();
      });
    };
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const dialog = dialogRef.current;
      if (!dialog || event.defaultPrevented) return;
      if (event.key === 'Tab') return wrapTabFocusIn(dialog, event);
      if (event.key !== 'Escape') return;
      event.preventDefault();
      closingRef.current = true;
      navigate(closeHref, { preventScrollReset: true });
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [closeHref, navigate]);

  return (
    <div className="dialog-backdrop" ref={backdropRef}>
      <div
        ref={dialogRef}
        className="dialog dialog--wide"
        role="dialog"
        aria-modal="true"
        aria-labelledby={props.titleId}
        data-testid={props.testId}
        // Focus lands on the dialog itself on opening (its title is read); Tab then enters it.
        tabIndex={-1}
      >
        <Link
          to={closeHref}
          className="dialog__close"
          aria-label="Cerrar"
          preventScrollReset
          onClick={() => {
            closingRef.current = true;
          }}
        >
          ×
        </Link>
        <h2 id={props.titleId}>Finalizar Pago</h2>
        <p className="payment-amount">{props.amountLine}</p>
        {props.children}
      </div>
    </div>
  );
}
