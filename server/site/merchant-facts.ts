/**
 * Who is charging (issue 55 point 5): the merchant and its country, the card brands accepted and
 * the customer-service contact, from the settings the contact page and complaints book already read.
 */
import { acceptedBrandsText } from '@kernel/texts/checkout';
import { MERCHANT_TEXT } from '@kernel/texts/payments';
import { getEnv, type Env } from '../env';

export function merchantFacts(
  env: Pick<Env, 'SUPPORT_EMAIL' | 'SUPPORT_PHONE' | 'BUSINESS_ADDRESS'> = getEnv(),
) {
  return {
    merchant: MERCHANT_TEXT.merchant,
    brands: acceptedBrandsText(),
    email: env.SUPPORT_EMAIL,
    phone: supportPhone(env),
    address: env.BUSINESS_ADDRESS,
  };
}

/** The support phone as written for people, and as a tel: link (here and on /contactanos). */
export function supportPhone(env: Pick<Env, 'SUPPORT_PHONE'> = getEnv()): { text: string; href: string } {
  const written = env.SUPPORT_PHONE;
  // Non-breaking spaces: a number never wraps across lines.
  return { text: written.replace(/ /g, '\u00a0'), href: `tel:${written.replace(/ /g, '')}` };
}
