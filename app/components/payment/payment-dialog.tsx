// The payment steps' dialog: rendered open, a plain section without JavaScript whose close link leaves;
// a modal once app/enhance/modal-dialog.ts runs. Open by its page's `?paso=…`: closing drops the query.
import { useLocation, useNavigate, useRouteLoaderData, Link } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { showAsModal } from '~/enhance/modal-dialog';
import { MERCHANT_TEXT } from '@kernel/texts/payments';
import type { loader as rootLoader } from '~/root';

// The browser returns focus to what had it at showModal(), but the opener, disabled by its form's
// submit, had lost it by then; nothing inside a dialog (the loading one may hold it) opens a step.
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement && !event.target.closest('dialog')) lastFocused = event.target;
  });
}

function focusedOutsideDialogs(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !active.closest('dialog')) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

export function PaymentDialog(props: {
  testId: string;
  titleId: string;
  amountLine: ReactNode;
  children: ReactNode;
}) {
  const closeHref = useLocation().pathname;
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Focus goes back to the opener when the parent closes the dialog (Escape, ×), not when a
  // payment's outcome replaces it (the result takes the page then).
  const closingRef = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = focusedOutsideDialogs();
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
        // Opened as a new document, it had no opener here: the page's opening button stands in.
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

// Who is charging (issue 55 point 5): merchant and country, card brands, customer service. Plain
// HTML from the layout's data, so every step shows the same facts with or without JavaScript.
function MerchantFacts() {
  const facts = useRouteLoaderData<typeof rootLoader>('root')?.merchant;
  if (!facts) return null;
  return (
    <section className="merchant-facts" aria-label={MERCHANT_TEXT.label} data-testid="merchant-facts">
      <p>
        <strong>{facts.merchant}</strong> · {facts.brands}
      </p>
      <p>
        {MERCHANT_TEXT.support}: {MERCHANT_TEXT.email} <a href={`mailto:${facts.email}`}>{facts.email}</a> ·{' '}
        {MERCHANT_TEXT.phone} <a href={facts.phone.href}>{facts.phone.text}</a> · {MERCHANT_TEXT.address}{' '}
        {facts.address}
      </p>
    </section>
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
