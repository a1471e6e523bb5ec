/**
 * The thank-you page's variants (spec §2, §4): 'purchase' shows two payment-option links (first
 * course, full pathway) in the visitor's currency, 'testimonials' the three student videos, and
 * every other variant a link back home. Texts come from content: the entry of the variant, else
 * the 'default' entry, else a plain thanks.
 */
import type { Currency } from '@kernel/money';
import type { PaymentOption, ThankYouEntry } from '../upstream/schemas/site';

export type ThankYouKind = 'purchase' | 'testimonials' | 'other';

/** Variants are short slugs in the address (/gracias/{variant}). */
export const VARIANT_PATTERN = /^[a-z0-9-]{1,40}$/;

export function thankYouKind(variant: string): ThankYouKind {
  return variant === 'purchase' || variant === 'testimonials' ? variant : 'other';
}

/** Spec §4: the first course and the full pathway, the two options the page offers. */
export const PAYMENT_OPTIONS_SHOWN = 2;

export function paymentLinksFor(options: PaymentOption[], currency: Currency) {
  return options
    .slice(0, PAYMENT_OPTIONS_SHOWN)
    .map((option) => ({ label: option.label, url: currency === 'PEN' ? option.url_pen : option.url_usd }));
}

const PLAIN_THANKS = { title: '¡Gracias!', description: 'Recibimos tu mensaje. Pronto te contactaremos.' };

/** The texts of a variant: its own entry, the 'default' entry, or a plain thanks. */
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
