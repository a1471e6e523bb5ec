// Paying an invoice in dollars: the provider's card form in a dialog, or without JavaScript its
// hosted checkout; both return to our address, where the server reads the intent.
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
