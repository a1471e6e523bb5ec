// A discount code, applied by the upstream. 'Quitar código' is the way out of a card-brand
// promotion (decision 070) for a parent without a card of that brand.
import type { SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import type { InvoiceView } from '@server/invoice-checkout/views';
import { CodeForm } from './code-form';

export interface CodeFormState {
  form: 'code' | 'method' | 'referral' | 'terms';
  result: SubmissionResult<string[]>;
}

export function DiscountCode({ invoice, state }: { invoice: InvoiceView; state: CodeFormState | null }) {
  return (
    <section className="card discount-code" aria-labelledby="discount-title">
      <h2 id="discount-title">Código de descuento</h2>
      {invoice.code ? (
        <Form method="post" className="discount-code__applied" data-testid="applied-code">
          <input type="hidden" name="intent" value="remove-code" />
          <p>
            <strong>{invoice.code.code}</strong>: {invoice.code.description}
          </p>
          {invoice.code.brandNote ? (
            <p className="muted" data-testid="brand-note">
              {invoice.code.brandNote}
            </p>
          ) : null}
          <button type="submit" className="button button--secondary">
            Quitar código
          </button>
        </Form>
      ) : null}
      <CodeForm
        formId="discount"
        intent="apply-code"
        label="Código de descuento"
        button="Aplicar"
        result={state?.form === 'code' ? state.result : undefined}
        errorTestId="code-error"
      />
    </section>
  );
}
