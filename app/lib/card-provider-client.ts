/** The card provider's embedded form: it tokenises in the browser, so card data never reaches us. */
import type { OpenedSession } from '@server/sales/card-view';

export interface CheckoutHandle {
  tokenize(payer: {
    firstName: string;
    lastName: string;
    email: string;
  }): Promise<{ transactionToken: string }>;
  destroy(): void;
}

interface CardProviderCheckout {
  mount(container: HTMLElement, config: OpenedSession & Record<string, unknown>): CheckoutHandle;
}

declare global {
  interface Window {
    CardProviderCheckout?: CardProviderCheckout;
  }
}

/** Spec §9: channel web, language es, recurrence and tokenization disabled, no currency conversion. */
const FORM_SETTINGS = {
  channel: 'web',
  language: 'es',
  recurrence: false,
  tokenization: false,
  currencyConversion: false,
  cardLocale: 'es',
};

/** Loads the provider script and mounts its form; the returned cleanup removes both (spec §4: closing removes the script). */
export function mountProviderForm(
  scriptUrl: string,
  container: HTMLElement,
  config: OpenedSession,
  onReady: (handle: CheckoutHandle) => void,
) {
  let handle: CheckoutHandle | null = null;
  const script = document.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  script.dataset.cardProvider = 'checkout';
  script.onload = () => {
    if (!window.CardProviderCheckout) return;
    handle = window.CardProviderCheckout.mount(container, { ...config, ...FORM_SETTINGS });
    onReady(handle);
  };
  document.head.appendChild(script);
  return () => {
    handle?.destroy();
    script.remove();
    delete window.CardProviderCheckout;
  };
}
