/**
 * Paying a monthly subscription (isSubscription, issue 20 point 8): the charge per month, the
 * renewal date and how to cancel, a required checkbox for the terms and the recurring charge,
 * then the card. The consent is checked and recorded by our action before the page gets what
 * confirms a payment: with JavaScript the embedded card form asks for it (a fetcher) and
 * confirms with the secret it answers; without, the form posts it and the action sends the
 * browser to the provider's hosted card form — or shows the form again with the error.
 */
import { Form, useFetcher } from '@remix-run/react';
import { useCallback, useEffect, useRef } from 'react';
import { SUBSCRIPTION_TEXT } from '@kernel/texts/subscription';
import { useHydrated } from '~/lib/use-hydrated';
import { GlobalCardForm, type ConsentAnswer } from './global-card-form';
import { PaymentDialog } from './payment-dialog';

export interface SubscriptionView {
  amountText: string;
  renewalDate: string;
  publishableKey: string;
  scriptUrl: string;
  /** Only once the consent is recorded (a reload after accepting): never needed to show the step. */
  clientSecret: string | null;
}

const TERMS_ID = 'subscription-terms';

/** The fetcher's answer (the action's SubscriptionTermsAnswer), read without trusting its shape. */
function consentAnswer(data: unknown): ConsentAnswer {
  if (typeof data === 'object' && data !== null) {
    const secret = 'clientSecret' in data ? data.clientSecret : null;
    if (typeof secret === 'string' && secret) return { clientSecret: secret };
    const errors = 'fieldErrors' in data ? data.fieldErrors : null;
    const terms = typeof errors === 'object' && errors !== null && 'terms' in errors ? errors.terms : null;
    if (typeof terms === 'string') return { error: terms };
  }
  return { error: SUBSCRIPTION_TEXT.consentFailed };
}

/** The consent post as a promise: the card form waits for the answer before confirming. */
function useConsentRequest() {
  const fetcher = useFetcher();
  const waiting = useRef<((answer: ConsentAnswer) => void) | null>(null);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !waiting.current) return;
    const resolve = waiting.current;
    waiting.current = null;
    resolve(consentAnswer(fetcher.data));
  }, [fetcher.state, fetcher.data]);
  const { submit } = fetcher;
  return useCallback(
    () =>
      new Promise<ConsentAnswer>((resolve) => {
        waiting.current = resolve;
        submit(
          { intent: 'subscription-terms', terms: 'on', embedded: '1' },
          { method: 'post', action: '/enrollment' },
        );
      }),
    [submit],
  );
}

export function SubscriptionFacts({ view }: { view: Pick<SubscriptionView, 'amountText' | 'renewalDate'> }) {
  return (
    <div className="subscription-facts muted" data-testid="subscription-facts">
      <p>{SUBSCRIPTION_TEXT.renewal(view.renewalDate)}</p>
      <p>{SUBSCRIPTION_TEXT.cancel}</p>
    </div>
  );
}

export function ConsentLabel({ amountText }: { amountText: string }) {
  return (
    <>
      Acepto los{' '}
      <a href="/terminos-y-condiciones" target="_blank" rel="noopener">
        términos y condiciones
      </a>
      {SUBSCRIPTION_TEXT.consent(amountText)}
    </>
  );
}

export function SubscriptionStep({
  subscription,
  termsError = null,
}: {
  subscription: SubscriptionView;
  /** The action's refusal (JavaScript off): beside the checkbox. */
  termsError?: string | null;
}) {
  const hydrated = useHydrated();
  const requestConsent = useConsentRequest();
  return (
    <PaymentDialog
      testId="subscription-step"
      titleId="subscription-title"
      amountLine={
        <>
          Suscripción mensual: <strong>{SUBSCRIPTION_TEXT.perMonth(subscription.amountText)}</strong>
        </>
      }
    >
      <SubscriptionFacts view={subscription} />
      {hydrated ? (
        <GlobalCardForm
          scriptUrl={subscription.scriptUrl}
          publishableKey={subscription.publishableKey}
          consent={{
            id: TERMS_ID,
            label: <ConsentLabel amountText={subscription.amountText} />,
            required: SUBSCRIPTION_TEXT.termsRequired,
            request: requestConsent,
          }}
        />
      ) : (
        <Form method="post" action="/enrollment?paso=pago" noValidate>
          <input type="hidden" name="intent" value="subscription-terms" />
          <p className="muted">
            Al pulsar PAGAR irás al formulario seguro del proveedor de pagos para ingresar los datos de tu
            tarjeta.
          </p>
          <ConsentCheckbox amountText={subscription.amountText} error={termsError} />
          <button type="submit" className="button button--big button--block">
            PAGAR
          </button>
        </Form>
      )}
    </PaymentDialog>
  );
}

function ConsentCheckbox({ amountText, error }: { amountText: string; error: string | null }) {
  return (
    <div className="field">
      <div className="checkbox">
        <input
          id={TERMS_ID}
          type="checkbox"
          name="terms"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${TERMS_ID}-error` : undefined}
        />
        <label htmlFor={TERMS_ID}>
          <ConsentLabel amountText={amountText} />
        </label>
      </div>
      {error ? (
        <p className="field__error" id={`${TERMS_ID}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
