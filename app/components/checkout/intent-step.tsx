/**
 * Paying an invoice in dollars (issue 16): the global provider's card form in a dialog, which
 * confirms the payment intent and then goes to our return address (the server reads the intent
 * from the provider and reports it, approved or declined, as the hosted checkout's return does);
 * without JavaScript, the provider's hosted checkout, which returns there too.
 */
import type { IntentPaymentView } from '@server/invoice-checkout/views';
import { GlobalCardForm } from '~/components/payment/global-card-form';
import { PaymentDialog } from '~/components/payment/payment-dialog';
import { useHydrated } from '~/lib/use-hydrated';

/** The return address with the intent named, as the provider's own redirect writes it. */
export function returnWithIntent(intent: IntentPaymentView): string {
  if (/[?&]payment_intent=/.test(intent.returnUrl)) return intent.returnUrl;
  const separator = intent.returnUrl.includes('?') ? '&' : '?';
  return `${intent.returnUrl}${separator}payment_intent=${encodeURIComponent(intent.intentId)}`;
}

export function IntentStep({ intent, closeHref }: { intent: IntentPaymentView; closeHref: string }) {
  const hydrated = useHydrated();
  return (
    <PaymentDialog
      testId="intent-step"
      titleId="intent-title"
      closeHref={closeHref}
      amountLine={
        <>
          Total a pagar: <strong>{intent.amountText}</strong>
          {intent.brandCondition ? (
            <strong data-testid="amount-condition"> ({intent.brandCondition})</strong>
          ) : null}
        </>
      }
    >
      {hydrated ? (
        <GlobalCardForm
          scriptUrl={intent.scriptUrl}
          publishableKey={intent.publishableKey}
          clientSecret={intent.clientSecret}
          onConfirmed={() => window.location.assign(returnWithIntent(intent))}
          onDeclined={() => window.location.assign(returnWithIntent(intent))}
        />
      ) : (
        <>
          <p className="muted">
            Ingresarás los datos de tu tarjeta en el formulario seguro del proveedor de pagos.
          </p>
          <a href={intent.hostedUrl} className="button button--big button--block">
            PAGAR
          </a>
        </>
      )}
    </PaymentDialog>
  );
}
