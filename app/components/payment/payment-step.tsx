// 'Finalizar Pago' (spec §4): with JavaScript the provider's embedded form tokenises the card and we post
// only the token (the card fields have no `name`, so never enter our form); without, the hosted form.
import { Form, useNavigation, useRouteLoaderData, useSubmit } from '@remix-run/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { mountProviderForm, type CheckoutHandle } from '~/lib/card-provider-client';
import { LOADING_PAYMENT_FORM } from '@kernel/texts/payments';
import { showWaiting } from '~/enhance/waiting-state';
import { useHydrated } from '~/lib/use-hydrated';
import { HiddenFields } from '~/components/forms/hidden-fields';
import { HOSTED_FORM_NOTE, PaymentDialog, totalToPay } from './payment-dialog';
import { TermsCheckbox, useTermsError } from './terms-checkbox';
import { WalletForm } from './wallet-form';
import type { CardPaymentView } from '@server/sales/card-view';
import { numbered } from '@kernel/texts/site';
import type { loader as rootLoader } from '~/root';

export function PaymentStep({
  payment,
  carried,
}: {
  payment: CardPaymentView;
  /** What the page shows (program, schedule, child), sent with PAGAR in case the session ended. */
  carried?: Record<string, string>;
}) {
  const hydrated = useHydrated();
  // What the last attempt failed with (a refused card), flashed by the action, read by the root loader.
  const error = useRouteLoaderData<typeof rootLoader>('root')?.paymentError ?? null;
  const termsError = useTermsError();
  const submit = useSubmit();
  const fieldsRef = useRef<HTMLDivElement>(null);
  const tokenRef = useRef<HTMLInputElement>(null);
  const [handle, setHandle] = useState<CheckoutHandle | null>(null);
  const payButtonRef = useRef<HTMLButtonElement>(null);
  const [terms, setTerms] = useState(false);
  // From the click until our action's answer has come back, whatever it is.
  const [paying, setPaying] = useState(false);
  const navigation = useNavigation();

  // The provider's form, by the values of its session: a revalidation brings the same session as
  // a new object, and remounting would empty the fields the parent typed.
  const { scriptUrl, purchaseNumber, amount, currency, merchantId, sessionKey } = payment;
  useEffect(() => {
    if (!hydrated || !fieldsRef.current) return;
    setHandle(null);
    return mountProviderForm(
      scriptUrl,
      fieldsRef.current,
      { purchaseNumber, amount, currency, merchantId, sessionKey },
      setHandle,
    );
  }, [hydrated, scriptUrl, purchaseNumber, amount, currency, merchantId, sessionKey]);

  // The submission has settled (an error page, a redirect back here, or a failed request): if the
  // step is still shown, PAGAR is ready again, and takes the keyboard back if it lost it while disabled.
  const payingRef = useRef(false);
  payingRef.current = paying;
  useEffect(() => {
    if (navigation.state !== 'idle' || !payingRef.current) return;
    setPaying(false);
    if (document.activeElement === document.body || document.activeElement === null) {
      requestAnimationFrame(() => payButtonRef.current?.focus());
    }
  }, [navigation.state]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    event.preventDefault();
    if (!handle || !terms || paying) return;
    const form = event.currentTarget;
    setPaying(true);
    try {
      const { transactionToken } = await handle.tokenize(payment.payer);
      if (tokenRef.current) tokenRef.current.value = transactionToken;
      // 'PAGANDO...' stays until the navigation this starts is idle again (the effect above).
      submit(form, { method: 'post', replace: true, preventScrollReset: true });
    } catch {
      // Spec §5: a failed tokenisation stops loading and says nothing; the provider marks its fields.
      setPaying(false);
    }
  }

  return (
    <PaymentDialog
      testId="payment-step"
      titleId="payment-title"
      amountLine={
        <>
          {totalToPay(payment.amountText, payment.brandCondition)} · Pedido {numbered(payment.purchaseNumber)}
          {payment.childName ? ` · Para ${payment.childName}` : null}
        </>
      }
    >
      <Form method="post" noValidate onSubmit={onSubmit}>
        <HiddenFields values={{ intent: 'pay', purchaseNumber: payment.purchaseNumber }} />
        <input type="hidden" name="transactionToken" defaultValue="" ref={tokenRef} />
        <HiddenFields values={carried ?? {}} />
        {hydrated ? (
          <>
            {!handle ? <p className="loading-text">{LOADING_PAYMENT_FORM}</p> : null}
            <div ref={fieldsRef} className="provider-fields" data-testid="provider-fields" />
          </>
        ) : (
          <p className="muted">{HOSTED_FORM_NOTE}</p>
        )}
        <TermsCheckbox id="payment-terms" error={termsError} onChange={setTerms} />
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
        <button
          ref={payButtonRef}
          type="submit"
          className="button button--big button--block"
          disabled={hydrated && (!terms || paying || !handle)}
        >
          {paying ? 'PAGANDO...' : 'PAGAR'}
        </button>
      </Form>
      {payment.wallets.length > 0 ? <WalletForm payment={payment} carried={carried} /> : null}
    </PaymentDialog>
  );
}

export function PaymentLoading({ when, shown }: { when: string; shown: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (ref.current) showWaiting(ref.current, shown);
  }, [shown]);
  return (
    <dialog ref={ref} className="payment-dialog" aria-label="Finalizar Pago" data-shown-on-submit={when}>
      <p className="loading-text">
        <span className="spinner" aria-hidden="true" /> {LOADING_PAYMENT_FORM}
      </p>
    </dialog>
  );
}
