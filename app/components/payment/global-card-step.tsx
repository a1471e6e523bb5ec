// The global provider's steps (a subscription, a dollar invoice): the terms go to our action first,
// which records them and only then hands out what confirms the payment (decision 032). Without
// JavaScript, a plain form whose answer is the provider's hosted form; with it, the embedded card
// form asks our action for the secret when PAGAR is pressed.
import type { SubmissionResult } from '@conform-to/react';
import { Form, useFetcher } from '@remix-run/react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useHydrated } from '~/lib/use-hydrated';
import { GlobalCardForm, type ConsentAnswer } from './global-card-form';
import { HOSTED_FORM_NOTE, PaymentDialog } from './payment-dialog';
import { TermsCheckbox, termsErrorOf } from './terms-checkbox';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The action's answer (app/lib/forms/terms.server.ts, Conform's reply inside), read without trusting its shape. */
function consentAnswer(data: unknown, failed: string): ConsentAnswer {
  if (isRecord(data)) {
    const secret = data.clientSecret;
    if (typeof secret === 'string' && secret) return { clientSecret: secret };
    const errors = isRecord(data.result) && isRecord(data.result.error) ? data.result.error.terms : null;
    const message = Array.isArray(errors) ? errors[0] : null;
    if (typeof message === 'string') return { error: message };
  }
  return { error: failed };
}

/** Posts the ticked box to `action` as `intent`; resolves with the secret or why there is none. */
function useConsentRequest(action: string, intent: string, failed: string) {
  const fetcher = useFetcher();
  const waiting = useRef<((answer: ConsentAnswer) => void) | null>(null);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !waiting.current) return;
    const resolve = waiting.current;
    waiting.current = null;
    resolve(consentAnswer(fetcher.data, failed));
  }, [fetcher.state, fetcher.data, failed]);
  const { submit } = fetcher;
  return useCallback(
    () =>
      new Promise<ConsentAnswer>((resolve) => {
        waiting.current = resolve;
        submit({ intent, terms: 'on', embedded: '1' }, { method: 'post', action });
      }),
    [submit, action, intent],
  );
}

export function GlobalCardStep(props: {
  /** The dialog is `<name>-step`, its form `<name>`; the box and the action's intent `<name>-terms`. */
  name: 'intent' | 'subscription';
  view: { scriptUrl: string; publishableKey: string };
  /** Where the terms are posted, with JavaScript or without. */
  action: string;
  closeHref?: string;
  amountLine: ReactNode;
  /** What the step says before the card form. */
  children?: ReactNode;
  /** The action's answer to a payment without the terms: the error beside the box. */
  result?: SubmissionResult<string[]>;
  /** The box's error when unticked, its words after 'términos y condiciones', a failed consent's. */
  consent: { required: string; suffix?: ReactNode; failed: string };
  /** Confirmed or declined: the browser goes on to the address that reports it. */
  onOutcome?: () => void;
}) {
  const { name, consent, action } = props;
  const termsId = `${name}-terms`;
  const hydrated = useHydrated();
  const request = useConsentRequest(action, termsId, consent.failed);
  return (
    <PaymentDialog
      testId={`${name}-step`}
      titleId={`${name}-title`}
      closeHref={props.closeHref}
      amountLine={props.amountLine}
    >
      {props.children}
      {hydrated ? (
        <GlobalCardForm
          scriptUrl={props.view.scriptUrl}
          publishableKey={props.view.publishableKey}
          consent={{ id: termsId, suffix: consent.suffix, required: consent.required, request }}
          onOutcome={props.onOutcome}
        />
      ) : (
        <Form method="post" action={action} id={name} noValidate>
          <input type="hidden" name="intent" value={termsId} />
          <p className="muted">{HOSTED_FORM_NOTE}</p>
          <TermsCheckbox id={termsId} error={termsErrorOf(props.result)} suffix={consent.suffix} />
          <button type="submit" className="button button--big button--block">
            PAGAR
          </button>
        </Form>
      )}
    </PaymentDialog>
  );
}
