// A monthly subscription: the consent is checked and recorded by our action before the page gets
// what confirms a payment. No consent, nothing to confirm.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form, useFetcher } from '@remix-run/react';
import { useCallback, useEffect, useRef } from 'react';
import { SUBSCRIPTION_TEXT } from '@kernel/texts/subscription';
import { errorOf } from '~/components/forms/fields';
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

/** Conform's form id: the checkbox is `subscription-terms`, the embedded card form's consent id too. */
const TERMS_FORM_ID = 'subscription';
const TERMS_ID = `${TERMS_FORM_ID}-terms`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The fetcher's answer (the action's SubscriptionTermsAnswer, Conform's reply inside), read without trusting its shape. */
function consentAnswer(data: unknown): ConsentAnswer {
  if (isRecord(data)) {
    const secret = data.clientSecret;
    if (typeof secret === 'string' && secret) return { clientSecret: secret };
    const errors = isRecord(data.result) && isRecord(data.result.error) ? data.result.error.terms : null;
    const message = Array.isArray(errors) ? errors[0] : null;
    if (typeof message === 'string') return { error: message };
  }
  return { error: SUBSCRIPTION_TEXT.consentFailed };
}

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
  result,
}: {
  subscription: SubscriptionView;
  result?: SubmissionResult<string[]>;
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
        <ConsentForm amountText={subscription.amountText} result={result} />
      )}
    </PaymentDialog>
  );
}

function ConsentForm({ amountText, result }: { amountText: string; result?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm<{ terms: boolean }>({ id: TERMS_FORM_ID, lastResult: result });
  const error = errorOf(fields.terms);
  return (
    <Form method="post" action="/enrollment?paso=pago" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="subscription-terms" />
      <p className="muted">
        Al pulsar PAGAR irás al formulario seguro del proveedor de pagos para ingresar los datos de tu
        tarjeta.
      </p>
      <div className="field">
        <div className="checkbox">
          <input {...getInputProps(fields.terms, { type: 'checkbox' })} required />
          <label htmlFor={TERMS_ID}>
            <ConsentLabel amountText={amountText} />
          </label>
        </div>
        {error ? (
          <p className="field__error" id={fields.terms.errorId} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--big button--block">
        PAGAR
      </button>
    </Form>
  );
}
