// A cash or transfer code (spec §4, §5): the terms are accepted before the code is made.
import { Form, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import type { LocalStepView } from '@server/invoice-checkout/views';
import { PaymentDialog, totalToPay } from '~/components/payment/payment-dialog';
import { TermsCheckbox, useTermsError } from '~/components/payment/terms-checkbox';
import { useHydrated } from '~/lib/use-hydrated';

export function LocalStep({ step }: { step: LocalStepView }) {
  const hydrated = useHydrated();
  const [terms, setTerms] = useState(false);
  const termsError = useTermsError();
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'confirm-local';
  return (
    <PaymentDialog
      testId="local-step"
      titleId="local-step-title"
      amountLine={
        <>
          {totalToPay(step.amountText)} · {step.label}
        </>
      }
    >
      <Form method="post" action={step.href} noValidate>
        <input type="hidden" name="intent" value="confirm-local" />
        <input type="hidden" name="method" value={step.method} />
        <p className="muted">
          Te daremos un código de pago con su vencimiento y los pasos para pagarlo. Tu compra quedará pagada
          cuando se confirme tu pago.
        </p>
        <TermsCheckbox id="local-terms" error={termsError} onChange={setTerms} />
        <button
          type="submit"
          className="button button--big button--block"
          disabled={hydrated && (!terms || sending)}
        >
          Generar código de pago
        </button>
      </Form>
    </PaymentDialog>
  );
}
