/**
 * 'Código de invitación' on an open invoice (issue 17, decision 035): prefilled with the
 * invitation the parent arrived with (cookie), or typed. The upstream applies the benefit and
 * recomputes the total; a refusal comes back beside the field with what was typed.
 */
import { Form } from '@remix-run/react';
import type { InvoiceView } from '@server/checkout/views';

export interface ReferralFormState {
  form: string;
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
}

export function InvoiceReferral({
  invoice,
  carried,
  state,
}: {
  invoice: InvoiceView;
  carried: string | null;
  state: ReferralFormState | null;
}) {
  if (invoice.referral) {
    return (
      <section className="card discount-code" aria-labelledby="referral-title">
        <h2 id="referral-title">Invitación</h2>
        <p className="discount-code__applied" data-testid="applied-referral">
          <strong>{invoice.referral.code}</strong>: {invoice.referral.description}
        </p>
      </section>
    );
  }
  const mine = state?.form === 'referral' ? state : null;
  const error = mine?.fieldErrors.code ?? null;
  const value = mine ? mine.values.code : carried ?? '';
  return (
    <section className="card discount-code" aria-labelledby="referral-title">
      <h2 id="referral-title">¿Te invitó otra familia?</h2>
      {carried && !mine ? (
        <p className="muted" data-testid="carried-referral">
          Llegaste con una invitación: aplícala para recibir tu beneficio en esta compra.
        </p>
      ) : null}
      <Form method="post" className="discount-code__form" noValidate>
        <input type="hidden" name="intent" value="apply-referral" />
        <div className="field">
          <label htmlFor="referral-code">Código de invitación</label>
          <div className="discount-code__row">
            <input
              id="referral-code"
              type="text"
              name="code"
              defaultValue={value}
              key={value}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'referral-code-error' : undefined}
            />
            <button type="submit" className="button button--secondary">
              Usar invitación
            </button>
          </div>
          {error ? (
            <p className="field__error" id="referral-code-error" data-testid="referral-error">
              {error}
            </p>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
