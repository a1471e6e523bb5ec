/**
 * 'Código de descuento' (issue 16): a coupon (soles) or a promotion code (dollars), applied by
 * the upstream, which recomputes the total. A refusal comes back beside the field with the code
 * as typed. A card-brand promotion then asks for the card's first six digits (never more).
 */
import { Form } from '@remix-run/react';
import type { InvoiceView } from '@server/checkout/views';
import { CodeForm } from './code-form';

export interface CodeFormState {
  /** 'referral': the invitation form beside it (decision 035). */
  form: 'code' | 'bin' | 'method' | 'referral';
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
}

export function DiscountCode({ invoice, state }: { invoice: InvoiceView; state: CodeFormState | null }) {
  const codeError = state?.form === 'code' ? state.fieldErrors.code ?? null : null;
  const binError = state?.form === 'bin' ? state.fieldErrors.bin ?? null : null;
  const typed = state?.form === 'code' ? state.values.code : undefined;
  return (
    <section className="card discount-code" aria-labelledby="discount-title">
      <h2 id="discount-title">Código de descuento</h2>
      {invoice.code ? (
        <p className="discount-code__applied" data-testid="applied-code">
          <strong>{invoice.code.code}</strong>: {invoice.code.description}
        </p>
      ) : null}
      <CodeForm
        intent="apply-code"
        id="discount-code"
        label="Código de descuento"
        button="Aplicar"
        value={typed ?? ''}
        error={codeError}
        errorTestId="code-error"
      />
      {invoice.code?.needsCardCheck ? (
        <Form method="post" className="discount-code__form" noValidate>
          <input type="hidden" name="intent" value="check-card" />
          <div className="field">
            <label htmlFor="card-bin">Primeros 6 dígitos de tu tarjeta</label>
            <p className="muted" id="card-bin-hint">
              Solo los 6 primeros: con ellos comprobamos la marca
              {invoice.code.brand ? ` (${invoice.code.brand})` : ''}. Nunca pedimos el número completo aquí.
            </p>
            <div className="discount-code__row">
              <input
                id="card-bin"
                type="text"
                name="bin"
                inputMode="numeric"
                pattern="[0-9]{6}"
                minLength={6}
                maxLength={6}
                autoComplete="off"
                defaultValue={state?.form === 'bin' ? state.values.bin : ''}
                aria-invalid={binError ? true : undefined}
                aria-describedby={binError ? 'card-bin-error card-bin-hint' : 'card-bin-hint'}
              />
              <button type="submit" className="button button--secondary">
                Validar tarjeta
              </button>
            </div>
            {binError ? (
              <p className="field__error" id="card-bin-error" data-testid="bin-error">
                {binError}
              </p>
            ) : null}
          </div>
        </Form>
      ) : null}
    </section>
  );
}
