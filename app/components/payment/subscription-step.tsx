// A monthly subscription: the consent is checked and recorded by our action before the page gets
// what confirms a payment. No consent, nothing to confirm.
import type { SubmissionResult } from '@conform-to/react';
import { SUBSCRIPTION_TEXT } from '@kernel/texts/subscription';
import { useHydrated } from '~/lib/use-hydrated';
import type { subscriptionView } from '~/routes/enrollment/subscription-terms.server';
import { GlobalCardForm } from './global-card-form';
import { PaymentDialog } from './payment-dialog';
import { TermsForm, useConsentRequest } from './terms-form';

type SubscriptionView = ReturnType<typeof subscriptionView>;

/** Conform's form id: the checkbox is `subscription-terms`, the embedded card form's consent id too. */
const TERMS_FORM_ID = 'subscription';
const TERMS_ID = `${TERMS_FORM_ID}-terms`;

export function SubscriptionStep({
  subscription,
  result,
}: {
  subscription: SubscriptionView;
  result?: SubmissionResult<string[]>;
}) {
  const hydrated = useHydrated();
  // After 'Acepto los términos y condiciones': the monthly charge.
  const suffix = SUBSCRIPTION_TEXT.consent(subscription.amountText);
  const requestConsent = useConsentRequest(
    '/enrollment',
    'subscription-terms',
    SUBSCRIPTION_TEXT.consentFailed,
  );
  return (
    <PaymentDialog
      testId="subscription-step"
      titleId="subscription-title"
      amountLine={
        <>
          Suscripción mensual: <strong>{SUBSCRIPTION_TEXT.perMonth(subscription.amountText)}</strong>
        </>
      }
    >
      <div className="subscription-facts muted" data-testid="subscription-facts">
        <p>{SUBSCRIPTION_TEXT.renewal(subscription.renewalDate)}</p>
        <p>{SUBSCRIPTION_TEXT.cancel}</p>
      </div>
      {hydrated ? (
        <GlobalCardForm
          scriptUrl={subscription.scriptUrl}
          publishableKey={subscription.publishableKey}
          consent={{
            id: TERMS_ID,
            suffix,
            required: SUBSCRIPTION_TEXT.termsRequired,
            request: requestConsent,
          }}
        />
      ) : (
        <TermsForm
          formId={TERMS_FORM_ID}
          action="/enrollment?paso=pago"
          intent="subscription-terms"
          result={result}
          suffix={suffix}
        />
      )}
    </PaymentDialog>
  );
}
