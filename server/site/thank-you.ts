/** The thank-you page's variants (spec §2, §4); texts: the variant's entry, the 'default', or a plain thanks. */
import type { Currency } from '@kernel/money';
import type { PaymentOption, ThankYouEntry } from '../upstream/schemas/site';

export type ThankYouKind = 'purchase' | 'testimonials' | 'other';

export const VARIANT_PATTERN = /^[a-z0-9-]{1,40}$/;

export function thankYouKind(variant: string): ThankYouKind {
  return variant === 'purchase' || variant === 'testimonials' ? variant : 'other';
}

export const PAYMENT_OPTIONS_SHOWN = 2;

export function paymentLinksFor(options: PaymentOption[], currency: Currency) {
  return options
    .slice(0, PAYMENT_OPTIONS_SHOWN)
    .map((option) => ({ label: option.label, url: currency === 'PEN' ? option.url_pen : option.url_usd }));
}

const PLAIN_THANKS = { title: '¡Gracias!', description: 'Recibimos tu mensaje. Pronto te contactaremos.' };

export function thankYouTexts(variant: string, entries: ThankYouEntry[]) {
  const own = entries.find((entry) => entry.fields.variant === variant);
  const fallback = entries.find((entry) => entry.fields.variant === 'default');
  const chosen = own ?? fallback;
  return {
    title: chosen?.fields.title ?? PLAIN_THANKS.title,
    description: chosen?.fields.description ?? PLAIN_THANKS.description,
    paymentOptions: own?.fields.payment_options ?? [],
  };
}
