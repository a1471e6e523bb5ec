import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from '@remix-run/react';
import type { PaymentMethodView } from '@server/invoice-checkout/views';
import type { ReceiptFields, ReceiptSale } from '@server/validation/receipt-buyer';
import { errorOf, FieldError } from '~/components/forms/fields';
import { PaymentLoading } from '~/components/payment/payment-step';
import { ReceiptFieldset } from './receipt-fields';

/** Issues 55 and 75: who the receipt is for, checked against `sale` (its total, where the family is). */
export interface ReceiptChoice {
  sale: ReceiptSale;
  defaults: Partial<ReceiptFields>;
}

export function methodValue(method: PaymentMethodView): string {
  return method.kind === 'local' ? `local:${method.method}` : method.kind;
}

export function PaymentMethods({
  methods,
  result,
  receipt = null,
}: {
  methods: PaymentMethodView[];
  result?: SubmissionResult<string[]>;
  receipt?: ReceiptChoice | null;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm<{ method: string } & ReceiptFields>({
    id: 'pago',
    lastResult: result,
    defaultValue: receipt?.defaults,
  });
  const sending = navigation.state !== 'idle' ? navigation.formData : undefined;
  const busy = sending?.get('intent') === 'choose-method';
  const openingCard = busy && sending?.get('method') === 'card-soles';
  if (methods.length === 0) return null;
  return (
    <section className="card payment-methods" aria-labelledby="methods-title">
      <h2 id="methods-title">Elige cómo pagar</h2>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="choose-method" />
        <fieldset className="payment-methods__options" data-testid="payment-methods">
          <legend className="visually-hidden">Forma de pago</legend>
          <FieldError id={fields.method.errorId} message={errorOf(fields.method)} />
          {methods.map((method) => {
            const value = methodValue(method);
            const radio = getInputProps(fields.method, { type: 'radio', value });
            return (
              <label key={value} className="payment-methods__option">
                {/* Each radio sits in its label: no id of its own (Conform's would be the group's, once per radio). */}
                <input
                  {...radio}
                  id={undefined}
                  defaultChecked={radio.defaultChecked || methods.length === 1}
                />
                <span>{method.label}</span>
              </label>
            );
          })}
        </fieldset>
        {receipt ? <ReceiptFieldset fields={fields} sale={receipt.sale} /> : null}
        <button
          type="submit"
          className="button button--big button--block"
          disabled={busy}
          data-opens-payment=""
        >
          Continuar con el pago
        </button>
        {/* The loading state (spec §4) while the soles card's form is prepared . */}
        <PaymentLoading when="method=card-soles" shown={openingCard} />
      </Form>
    </section>
  );
}
