// The global provider's steps (a subscription, a dollar invoice): our action records the terms, only
// then the secret (decision 032). Without JavaScript, a form answered by the hosted form; with it, the
// card form (spec §2, §5: the cardholder's name ours, the card fields the provider's) gets the secret
// on PAY and confirms in the browser: the card never reaches our server. 'CVC', 'PAY': spec (decision 009).
import { Form, useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  loadGlobalProvider,
  type ElementState,
  type ElementType,
  type GlobalProvider,
} from '~/lib/global-card-provider-client';
import type { TermsAnswer } from '~/lib/forms/terms.server';
import { useHydrated } from '~/lib/use-hydrated';
import { HOSTED_FORM_NOTE, PaymentDialog } from './payment-dialog';
import { TermsCheckbox, useTermsError } from './terms-checkbox';

const THANKS = 'Thanks you for your payment.';
const PAY = 'PAY';
const REQUIRED = 'Este campo es obligatorio';

const FIELDS: { type: ElementType; label: string; incomplete: string }[] = [
  { type: 'cardNumber', label: 'Número de tarjeta', incomplete: 'El número de tarjeta está incompleto.' },
  {
    type: 'cardExpiry',
    label: 'Vencimiento (MM/AA)',
    incomplete: 'La fecha de vencimiento está incompleta.',
  },
  { type: 'cardCvc', label: 'CVC', incomplete: 'El CVC está incompleto.' },
];

const EMPTY: ElementState = { empty: true, complete: false, error: null };
type States = Record<ElementType, ElementState>;
type Errors = Partial<Record<ElementType | 'name' | 'form' | 'consent', string>>;

function fieldError(state: ElementState, incomplete: string): string | null {
  if (state.error) return state.error.message;
  if (state.empty) return REQUIRED;
  return state.complete ? null : incomplete;
}

type ConsentAnswer = Partial<TermsAnswer> | undefined;

/** Posts the ticked box to `action` as `intent`; resolves with the action's answer (terms.server.ts). */
function useConsentRequest(action: string, intent: string) {
  const fetcher = useFetcher<Partial<TermsAnswer>>();
  const waiting = useRef<((answer: ConsentAnswer) => void) | null>(null);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !waiting.current) return;
    const resolve = waiting.current;
    waiting.current = null;
    resolve(fetcher.data);
  }, [fetcher.state, fetcher.data]);
  return () =>
    new Promise<ConsentAnswer>((resolve) => {
      waiting.current = resolve;
      fetcher.submit({ intent, terms: 'on', embedded: '1' }, { method: 'post', action });
    });
}

interface GlobalCardStepProps {
  /** The dialog is `<name>-step`, its form `<name>`; the box and the action's intent `<name>-terms`. */
  name: 'intent' | 'subscription';
  view: { scriptUrl: string; publishableKey: string };
  /** Where the terms are posted, with JavaScript or without. */
  action: string;
  amountLine: ReactNode;
  /** What the step says before the card form. */
  children?: ReactNode;
  /** The box's error when unticked, its words after 'términos y condiciones', a failed consent's. */
  consent: { required: string; suffix?: ReactNode; failed: string };
  /** An intent paid or declined: to our return address (spec §8); if unset, the form thanks or declines. */
  onOutcome?: () => void;
}

export function GlobalCardStep(props: GlobalCardStepProps) {
  const { name, consent, action } = props;
  const termsId = `${name}-terms`;
  const hydrated = useHydrated();
  const termsError = useTermsError();
  const [provider, setProvider] = useState<GlobalProvider | null>(null);
  // A paid form closed (×) is drawn anew, empty, on the provider already loaded.
  const [round, setRound] = useState(0);
  const { scriptUrl, publishableKey } = props.view;
  useEffect(() => loadGlobalProvider(scriptUrl, publishableKey, setProvider), [scriptUrl, publishableKey]);
  return (
    <PaymentDialog testId={`${name}-step`} titleId={`${name}-title`} amountLine={props.amountLine}>
      {props.children}
      {hydrated ? (
        <GlobalCardForm key={round} {...props} provider={provider} onClosed={() => setRound(round + 1)} />
      ) : (
        <Form method="post" action={action} id={name} noValidate>
          <input type="hidden" name="intent" value={termsId} />
          <p className="muted">{HOSTED_FORM_NOTE}</p>
          <TermsCheckbox id={termsId} error={termsError} suffix={consent.suffix} />
          <button type="submit" className="button button--big button--block">
            PAGAR
          </button>
        </Form>
      )}
    </PaymentDialog>
  );
}

function GlobalCardForm(
  props: GlobalCardStepProps & { provider: GlobalProvider | null; onClosed: () => void },
) {
  const { name, action, consent, onOutcome, provider } = props;
  const termsId = `${name}-terms`;
  const request = useConsentRequest(action, termsId);
  const nodes = useRef<Partial<Record<ElementType, HTMLDivElement | null>>>({});
  const [ready, setReady] = useState(0);
  const [states, setStates] = useState<States>({ cardNumber: EMPTY, cardExpiry: EMPTY, cardCvc: EMPTY });
  const [errors, setErrors] = useState<Errors>({});
  const [cardholder, setCardholder] = useState('');
  const [consented, setConsented] = useState(false);
  const [loading, setLoading] = useState(false);
  const [paid, setPaid] = useState(false);

  useEffect(() => {
    if (!provider) return;
    const group = provider.elements();
    const mounted = FIELDS.map(({ type, label }) => {
      const element = group.create(type, { ariaLabel: label });
      element.on('ready', () => setReady((count) => count + 1));
      element.on('change', (state) => setStates((current) => ({ ...current, [type]: state })));
      const node = nodes.current[type];
      if (node) element.mount(node);
      return element;
    });
    return () => mounted.forEach((element) => element.destroy());
  }, [provider]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!provider || loading) return;
    const found: Errors = {};
    if (!cardholder.trim()) found.name = 'Ingresa el nombre del titular';
    for (const { type, incomplete } of FIELDS) {
      const error = fieldError(states[type], incomplete);
      if (error) found[type] = error;
    }
    if (!consented) found.consent = consent.required;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setLoading(true);
    try {
      const answer = await request();
      // No secret: the box's error the action gave, else the step's own words for a failed consent.
      if (!answer?.clientSecret)
        return setErrors({ consent: answer?.result?.error?.terms?.[0] ?? consent.failed });
      const result = await provider.confirmCardPayment(answer.clientSecret, {
        billing_details: { name: cardholder.trim() },
      });
      // A manual-capture intent (a card-brand promotion, decision 070) is held, not yet taken:
      // confirmed all the same; the return captures it or releases it.
      const status = result.paymentIntent?.status;
      if (status === 'succeeded' || status === 'requires_capture') {
        if (onOutcome) return onOutcome();
        setPaid(true);
      } else if (result.error?.code === 'card_declined') {
        if (onOutcome) return onOutcome();
        setErrors({ form: result.error.message });
      }
    } catch {
      // Spec §5: on a tokenisation failure loading stops and no message is shown.
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="global-card" data-testid="card-form">
      {paid ? (
        <div className="global-card__thanks" role="status">
          <button type="button" className="dialog__close" aria-label="Cerrar" onClick={props.onClosed}>
            ×
          </button>
          <p>{THANKS}</p>
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate hidden={paid}>
        <div className="field">
          <label htmlFor="cardholder">Nombre del titular</label>
          <input
            id="cardholder"
            value={cardholder}
            onChange={(e) => setCardholder(e.currentTarget.value)}
            autoComplete="cc-name"
            aria-invalid={errors.name ? true : undefined}
          />
          {errors.name ? <p className="field__error">{errors.name}</p> : null}
        </div>
        {FIELDS.map(({ type, label }) => (
          <div className="field" key={type}>
            <span className="field__label">
              {label}
              {type === 'cardNumber' && states.cardNumber.brand ? (
                <span className="card-brand" data-testid="card-brand">
                  {states.cardNumber.brand.toUpperCase()}
                </span>
              ) : null}
            </span>
            <div
              className={`element-box${errors[type] ? ' element-box--invalid' : ''}`}
              ref={(node) => void (nodes.current[type] = node)}
            />
            {errors[type] ? <p className="field__error">{errors[type]}</p> : null}
          </div>
        ))}
        <TermsCheckbox id={termsId} onChange={setConsented} error={errors.consent} suffix={consent.suffix} />
        {errors.form ? (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <button
          type="submit"
          className="button button--big button--block"
          disabled={ready < FIELDS.length || loading || !consented}
          aria-busy={loading || undefined}
        >
          {loading ? <span className="spinner" aria-hidden="true" /> : null}
          {PAY}
        </button>
      </form>
    </div>
  );
}
