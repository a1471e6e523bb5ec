// Paying an invoice in dollars: the provider's card form in a dialog, or without JavaScript its
// hosted checkout; both return to our address, where the server reads the intent. Either way the
// terms go to our action first: only then does the page get what confirms the payment.
import type { SubmissionResult } from '@conform-to/react';
import { INTENT_TERMS_FAILED } from '@kernel/texts/checkout';
import { TERMS_REQUIRED } from '@kernel/texts/payments';
import type { IntentStepView } from '@server/invoice-checkout/views';
import { GlobalCardForm } from '~/components/payment/global-card-form';
import { PaymentDialog, totalToPay } from '~/components/payment/payment-dialog';
import { TermsForm, useConsentRequest } from '~/components/payment/terms-form';
import { useHydrated } from '~/lib/use-hydrated';

/** Conform's form id: the box is `intent-terms`, the embedded form's too. */
const TERMS_FORM_ID = 'intent';

/** The return address with the intent named, as the provider's own redirect writes it. */
export function returnWithIntent(intent: Pick<IntentStepView, 'intentId' | 'returnUrl'>): string {
  if (/[?&]payment_intent=/.test(intent.returnUrl)) return intent.returnUrl;
  const separator = intent.returnUrl.includes('?') ? '&' : '?';
  return `${intent.returnUrl}${separator}payment_intent=${encodeURIComponent(intent.intentId)}`;
}

export function IntentStep({
  intent,
  closeHref,
  result,
}: {
  intent: IntentStepView;
  /** The invoice's address: closing goes there, and the step's terms are posted to it. */
  closeHref: string;
  result?: SubmissionResult<string[]>;
}) {
  const hydrated = useHydrated();
  const stepHref = `${closeHref}?paso=dolares`;
  const requestConsent = useConsentRequest(stepHref, 'intent-terms', INTENT_TERMS_FAILED);
  return (
    <PaymentDialog
      testId="intent-step"
      titleId="intent-title"
      closeHref={closeHref}
      amountLine={totalToPay(intent.amountText, intent.brandCondition)}
    >
      {hydrated ? (
        <GlobalCardForm
          scriptUrl={intent.scriptUrl}
          publishableKey={intent.publishableKey}
          consent={{ id: `${TERMS_FORM_ID}-terms`, required: TERMS_REQUIRED, request: requestConsent }}
          onConfirmed={() => window.location.assign(returnWithIntent(intent))}
          onDeclined={() => window.location.assign(returnWithIntent(intent))}
        />
      ) : (
        <TermsForm formId={TERMS_FORM_ID} action={stepHref} intent="intent-terms" result={result} />
      )}
    </PaymentDialog>
  );
}
