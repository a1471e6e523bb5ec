/** Paying a subscription (isSubscription): the card form screen in a dialog, or the provider's hosted form without JavaScript. */
import { useHydrated } from '~/lib/use-hydrated';
import { GlobalCardForm } from './global-card-form';
import { PaymentDialog } from './payment-dialog';

export interface SubscriptionView {
  clientSecret: string;
  amountText: string;
  publishableKey: string;
  scriptUrl: string;
  hostedUrl: string;
}

export function SubscriptionStep({ subscription }: { subscription: SubscriptionView }) {
  const hydrated = useHydrated();
  return (
    <PaymentDialog
      testId="subscription-step"
      titleId="subscription-title"
      amountLine={
        <>
          Suscripción mensual: <strong>{subscription.amountText}</strong>
        </>
      }
    >
      {hydrated ? (
        <GlobalCardForm
          scriptUrl={subscription.scriptUrl}
          publishableKey={subscription.publishableKey}
          clientSecret={subscription.clientSecret}
        />
      ) : (
        <>
          <p className="muted">
            Ingresarás los datos de tu tarjeta en el formulario seguro del proveedor de pagos.
          </p>
          <a href={subscription.hostedUrl} className="button button--big button--block">
            PAY
          </a>
        </>
      )}
    </PaymentDialog>
  );
}
