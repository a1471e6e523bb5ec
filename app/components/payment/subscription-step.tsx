/** Paying a subscription (isSubscription): the card form screen in a dialog, or the provider's hosted form without JavaScript. */
import { Link } from '@remix-run/react';
import { useHydrated } from '~/lib/use-hydrated';
import { GlobalCardForm } from './global-card-form';

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
    <div className="dialog-backdrop">
      <div className="dialog dialog--wide" role="dialog" aria-modal="true" aria-labelledby="subscription-title" data-testid="subscription-step">
        <Link to="/enrollment" className="dialog__close" aria-label="Cerrar pago">
          ×
        </Link>
        <h2 id="subscription-title">Finalizar Pago</h2>
        <p className="payment-amount">
          Suscripción mensual: <strong>{subscription.amountText}</strong>
        </p>
        {hydrated ? (
          <GlobalCardForm scriptUrl={subscription.scriptUrl} publishableKey={subscription.publishableKey} clientSecret={subscription.clientSecret} />
        ) : (
          <>
            <p className="muted">Ingresarás los datos de tu tarjeta en el formulario seguro del proveedor de pagos.</p>
            <a href={subscription.hostedUrl} className="button button--big button--block">
              PAY
            </a>
          </>
        )}
      </div>
    </div>
  );
}
