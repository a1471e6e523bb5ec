/**
 * The card form screen (spec §2, §4 "Card form (standalone)", §5): cardholder name (ours), card
 * number with its brand, expiry MM/AA and CVC (the provider's elements), 'PAY'. The payment is
 * confirmed with the provider from the browser; nothing is sent to our server.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  loadGlobalProvider,
  type CardElement,
  type ElementState,
  type ElementType,
  type GlobalProvider,
} from '~/lib/global-card-provider-client';

export const THANKS = 'Thanks you for your payment.';
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
const initialStates = (): States => ({ cardNumber: EMPTY, cardExpiry: EMPTY, cardCvc: EMPTY });

/** The error a field shows on submit: empty, incomplete or the provider's own error. */
export function fieldError(state: ElementState, incomplete: string): string | null {
  if (state.error) return state.error.message;
  if (state.empty) return REQUIRED;
  return state.complete ? null : incomplete;
}

export function GlobalCardForm(props: {
  scriptUrl: string;
  publishableKey: string;
  clientSecret: string;
  /**
   * A payment intent (issue 16): once the provider confirms it, the browser goes to our return
   * address, which reports it; without this, the subscription's thanks message is shown.
   */
  onConfirmed?: () => void;
  /** A payment intent the provider declined: our return address records the denial (spec §8 screen). */
  onDeclined?: () => void;
}) {
  const nodes = useRef<Partial<Record<ElementType, HTMLDivElement | null>>>({});
  const elements = useRef<Partial<Record<ElementType, CardElement>>>({});
  const [provider, setProvider] = useState<GlobalProvider | null>(null);
  const [ready, setReady] = useState(0);
  const [states, setStates] = useState<States>(initialStates);
  const [errors, setErrors] = useState<Partial<Record<ElementType | 'name' | 'form', string>>>({});
  const [name, setName] = useState('');
  const [loading, setLoading] = useState(false);
  const [paid, setPaid] = useState(false);

  useEffect(
    () => loadGlobalProvider(props.scriptUrl, props.publishableKey, setProvider),
    [props.scriptUrl, props.publishableKey],
  );

  useEffect(() => {
    if (!provider) return;
    const group = provider.elements();
    // The fields this effect mounts are the ones its cleanup destroys (the ref may change meanwhile).
    const mounted = elements.current;
    for (const { type, label } of FIELDS) {
      const element = group.create(type, { ariaLabel: label });
      element.on('ready', () => setReady((count) => count + 1));
      element.on('change', (state) => setStates((current) => ({ ...current, [type]: state })));
      const node = nodes.current[type];
      if (node) element.mount(node);
      mounted[type] = element;
    }
    return () => FIELDS.forEach(({ type }) => mounted[type]?.destroy());
  }, [provider]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!provider || loading) return;
    const found: typeof errors = {};
    if (!name.trim()) found.name = 'Ingresa el nombre del titular';
    for (const { type, incomplete } of FIELDS) {
      const error = fieldError(states[type], incomplete);
      if (error) found[type] = error;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setLoading(true);
    try {
      const result = await provider.confirmCardPayment(props.clientSecret, {
        billing_details: { name: name.trim() },
      });
      if (result.paymentIntent?.status === 'succeeded') {
        if (props.onConfirmed) return props.onConfirmed();
        setPaid(true);
      } else if (result.error?.code === 'card_declined') {
        if (props.onDeclined) return props.onDeclined();
        setErrors({ form: result.error.message });
      }
    } catch {
      // Spec §5: on a tokenisation failure loading stops and no message is shown.
    } finally {
      setLoading(false);
    }
  }

  function reset() {
    FIELDS.forEach(({ type }) => elements.current[type]?.clear());
    setName('');
    setErrors({});
    setStates(initialStates());
    setPaid(false);
  }

  const allReady = ready >= FIELDS.length;
  return (
    <div className="global-card" data-testid="card-form">
      {paid ? (
        <div className="global-card__thanks" role="status">
          <button type="button" className="dialog__close" aria-label="Cerrar" onClick={reset}>
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
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
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
        {errors.form ? (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <button type="submit" className="button button--big button--block" disabled={!allReady || loading}>
          {loading ? <span className="spinner" role="img" aria-label="Procesando" /> : 'PAY'}
        </button>
      </form>
    </div>
  );
}
