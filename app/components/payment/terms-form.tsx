// The global provider's steps (a subscription, a dollar invoice): the terms go to our action first,
// which records them and only then hands out what confirms the payment (decision 032). Without
// JavaScript, a plain form whose answer is the provider's hosted form; with it, the embedded card
// form asks our action for the secret when PAGAR is pressed.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form, useFetcher } from '@remix-run/react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { errorOf } from '~/components/forms/fields';
import type { ConsentAnswer } from './global-card-form';
import { TermsCheckbox } from './terms-checkbox';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The action's answer (app/lib/forms/terms.server.ts, Conform's reply inside), read without trusting its shape. */
export function consentAnswer(data: unknown, failed: string): ConsentAnswer {
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
export function useConsentRequest(action: string, intent: string, failed: string) {
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

export function TermsForm({
  formId,
  action,
  intent,
  result,
  suffix,
}: {
  /** Conform's form id: the box is `<formId>-terms`. */
  formId: string;
  action: string;
  intent: string;
  result?: SubmissionResult<string[]>;
  suffix?: ReactNode;
}) {
  const [form, fields] = useForm<{ terms: boolean }>({ id: formId, lastResult: result });
  return (
    <Form method="post" action={action} {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      <p className="muted">
        Al pulsar PAGAR irás al formulario seguro del proveedor de pagos para ingresar los datos de tu
        tarjeta.
      </p>
      <TermsCheckbox id={fields.terms.id} error={errorOf(fields.terms)} suffix={suffix} />
      <button type="submit" className="button button--big button--block">
        PAGAR
      </button>
    </Form>
  );
}
