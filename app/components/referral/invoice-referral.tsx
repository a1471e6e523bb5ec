import type { InvoiceView } from '@server/invoice-checkout/views';
import { CodeForm } from '~/components/checkout/code-form';
import type { CodeFormState } from '~/components/checkout/discount-code';

export function InvoiceReferral({
  invoice,
  carried,
  state,
}: {
  invoice: InvoiceView;
  carried: string | null;
  state: CodeFormState | null;
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
  return (
    <section className="card discount-code" aria-labelledby="referral-title">
      <h2 id="referral-title">¿Te invitó otra familia?</h2>
      {carried && !mine ? (
        <p className="muted" data-testid="carried-referral">
          Llegaste con una invitación: aplícala para recibir tu beneficio en esta compra.
        </p>
      ) : null}
      <CodeForm
        formId="referral"
        intent="apply-referral"
        label="Código de invitación"
        button="Usar invitación"
        initial={carried ?? undefined}
        result={mine?.result}
        errorTestId="referral-error"
      />
    </section>
  );
}
