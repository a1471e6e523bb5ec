// Who is charging (issue 55 point 5), inside every payment step's dialog: the merchant and its
// country, the card brands accepted and the customer-service contact. Plain HTML, read from the
// layout's data, so every step shows the same facts with or without JavaScript.
import { useRouteLoaderData } from '@remix-run/react';
import { MERCHANT_TEXT } from '@kernel/texts/payments';
import type { loader as rootLoader } from '~/root';

export function MerchantFacts() {
  const facts = useRouteLoaderData<typeof rootLoader>('root')?.merchant;
  if (!facts) return null;
  return (
    <section className="merchant-facts" aria-label={MERCHANT_TEXT.label} data-testid="merchant-facts">
      <p>
        <strong>{facts.merchant}</strong> · {facts.brands}
      </p>
      <p>
        {MERCHANT_TEXT.support}: {MERCHANT_TEXT.email} <a href={`mailto:${facts.email}`}>{facts.email}</a> ·{' '}
        {MERCHANT_TEXT.phone} <a href={facts.phone.href}>{facts.phone.text}</a> · {MERCHANT_TEXT.address}{' '}
        {facts.address}
      </p>
    </section>
  );
}
