/**
 * 'Elige cómo pagar' (issue 16): the ways this invoice can be paid (by its currency and country),
 * one radio each, and one button. The card forms and the local payment code open from here.
 */
import { Form, useNavigation } from '@remix-run/react';
import type { PaymentMethodView } from '@server/invoice-checkout/views';
import { PaymentLoading } from '~/components/payment/payment-step';

/** The radio's value, as the action reads it (invoice-forms.server.ts METHOD_VALUES). */
export function methodValue(method: PaymentMethodView): string {
  return method.kind === 'local' ? `local:${method.method}` : method.kind;
}

export function PaymentMethods({
  methods,
  error,
  selected,
}: {
  methods: PaymentMethodView[];
  error: string | null;
  selected: string | null;
}) {
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' ? navigation.formData : undefined;
  const busy = sending?.get('intent') === 'choose-method';
  const openingCard = busy && sending?.get('method') === 'card-soles';
  if (methods.length === 0) return null;
  return (
    <section className="card payment-methods" aria-labelledby="methods-title">
      <h2 id="methods-title">Elige cómo pagar</h2>
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value="choose-method" />
        <fieldset className="payment-methods__options" data-testid="payment-methods">
          <legend className="visually-hidden">Forma de pago</legend>
          {error ? (
            <p className="field__error" id="method-error">
              {error}
            </p>
          ) : null}
          {methods.map((method) => {
            const value = methodValue(method);
            return (
              <label key={value} className="payment-methods__option">
                {/* Native radios accept aria-invalid (ARIA in HTML); jsx-a11y reads the radio role's table. */}
                {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
                <input
                  type="radio"
                  name="method"
                  value={value}
                  defaultChecked={selected === value || methods.length === 1}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'method-error' : undefined}
                />
                <span>{method.label}</span>
              </label>
            );
          })}
        </fieldset>
        <button
          type="submit"
          className="button button--big button--block"
          disabled={busy}
          data-opens-payment=""
        >
          Continuar con el pago
        </button>
        {/* The loading state (spec §4) while the soles card's form is prepared (decision 063). */}
        <PaymentLoading when="method=card-soles" shown={openingCard} />
      </Form>
    </section>
  );
}
