import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from '@remix-run/react';
import { WALLET_TEXT } from '@kernel/texts/wallet';
import type { InvoiceView } from '@server/invoice-checkout/views';
import type { ReceiptFields } from '@server/validation/receipt-buyer';
import { errorOf, FieldError } from '~/components/forms/fields';
import { PaymentLoading } from '~/components/payment/payment-step';
import { ReceiptFieldset } from './receipt-fields';

/** The pedido's skip link lands here (SKIP_TO_PAYMENT): the next Tab is the way to pay. */
export const METHODS_ID = 'elige-como-pagar';

const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined;

/** `receiptChoice` (issues 55 and 75): who the receipt is for, checked against its `sale` (total, country). */
export function PaymentMethods({
  invoice: { methods, receiptChoice: receipt },
  result,
}: {
  invoice: Pick<InvoiceView, 'methods' | 'receiptChoice'>;
  result?: SubmissionResult<string[]>;
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
  return (
    <section className="card payment-methods" aria-labelledby="methods-title" id={METHODS_ID} tabIndex={-1}>
      <h2 id="methods-title">Elige cómo pagar</h2>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="choose-method" />
        <fieldset className="payment-methods__options" data-testid="payment-methods">
          <legend className="visually-hidden">Forma de pago</legend>
          <FieldError id={fields.method.errorId} message={errorOf(fields.method)} />
          {methods.map((method, index) => {
            const value = method.kind === 'local' ? `local:${method.method}` : method.kind;
            const radio = getInputProps(fields.method, { type: 'radio', value });
            const nameId = `metodo-${index}`;
            // Yape and Plin are paid on the soles card step (decision 085): named where it is chosen,
            // unless the total is above both wallets' limits (issue 75).
            const wallets = method.kind === 'card-soles' && method.wallets;
            return (
              <label key={value} className="payment-methods__option">
                {/* Each radio sits in its label: no id of its own (Conform's would be the group's, once per radio). */}
                <input
                  {...radio}
                  id={undefined}
                  aria-labelledby={nameId}
                  aria-describedby={describedBy(radio['aria-describedby'], wallets && `${nameId}-billeteras`)}
                  defaultChecked={radio.defaultChecked || methods.length === 1}
                />
                <span id={nameId}>{method.label}</span>
                {wallets ? (
                  <span
                    className="payment-methods__wallets"
                    id={`${nameId}-billeteras`}
                    data-testid="method-wallets"
                  >
                    <img src="/images/pagos/yape.svg" alt="" width={24} height={24} />
                    <img src="/images/pagos/plin.svg" alt="" width={24} height={24} />
                    {WALLET_TEXT.onCardStep}
                  </span>
                ) : null}
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
        {/* The loading state (spec §4) while the soles card's form is prepared. */}
        <PaymentLoading when="method=card-soles" shown={openingCard} />
      </Form>
    </section>
  );
}
