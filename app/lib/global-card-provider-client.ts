export interface ElementState {
  empty: boolean;
  complete: boolean;
  error: { message: string } | null;
  brand?: string | null;
}

export interface CardElement {
  mount(node: HTMLElement): void;
  on(event: 'ready', handler: () => void): void;
  on(event: 'change', handler: (state: ElementState) => void): void;
  clear(): void;
  destroy(): void;
}

export type ElementType = 'cardNumber' | 'cardExpiry' | 'cardCvc';

export interface GlobalProvider {
  elements(): { create(type: ElementType, options?: { ariaLabel?: string }): CardElement };
  confirmCardPayment(
    clientSecret: string,
    data: { billing_details: { name: string } },
  ): Promise<{ paymentIntent?: { status: string }; error?: { code: string; message: string } }>;
}

declare global {
  interface Window {
    GlobalCardProvider?: (publishableKey: string) => GlobalProvider;
  }
}

export function loadGlobalProvider(
  scriptUrl: string,
  publishableKey: string,
  onLoad: (provider: GlobalProvider) => void,
): () => void {
  const script = document.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  script.onload = () => {
    if (window.GlobalCardProvider) onLoad(window.GlobalCardProvider(publishableKey));
  };
  document.head.appendChild(script);
  return () => {
    script.remove();
    delete window.GlobalCardProvider;
  };
}
