/**
 * A toast (`[data-toast]`, its close button `[data-toast-close]`) goes away when closed or after
 * a while. Without JavaScript it stays where the page put it. ToastRegion calls it on hydrated
 * pages (with its own `dismiss`, which updates React's state), app/enhance/index.ts on the others.
 */
export const TOAST_SELECTOR = '[data-toast]';
export const TOAST_LIFETIME_MS = 8000;

export function dismissLater(toast: HTMLElement, dismiss: () => void = () => toast.remove()): () => void {
  const close = toast.querySelector('[data-toast-close]');
  close?.addEventListener('click', dismiss);
  const timer = setTimeout(dismiss, TOAST_LIFETIME_MS);
  return () => {
    clearTimeout(timer);
    close?.removeEventListener('click', dismiss);
  };
}
