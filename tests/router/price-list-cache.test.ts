/**
 * The pay buttons' prices (`invoices.priceList`, decision 082) are worked out once per version of
 * the catalogue and currency (decision 101): the same answers as pricing the whole catalogue for
 * each request, without doing it again for every view.
 */
import { describe, expect, it } from 'vitest';
import { currencyForCountry } from '../../kernel/money';
import { clearPublicCache } from '../../server/cache/public-cache';
import { priceList } from '../../server/invoice-checkout/product-ref';
import { soldCatalogue } from '../../server/invoice-checkout/sold-catalogue';
import { cachedChildren } from '../../server/parents/children';
import { listInvoices } from '../../server/upstream/invoices';
import { signedInCaller, visitorCaller } from '../support/caller';

/** What the procedure answered before it kept anything: the whole catalogue priced for the family. */
async function pricedAfresh(email: string) {
  const { context } = await signedInCaller(email);
  if (!context.auth) throw new Error('not signed in');
  const { user, refreshToken } = context.auth;
  const [children, invoices] = await Promise.all([
    cachedChildren(user.id, refreshToken),
    listInvoices(refreshToken),
  ]);
  const family = { childIds: children.map((child) => child.id), invoices };
  return priceList(await soldCatalogue(), currencyForCountry(user.countryCode), family);
}

describe('the price list', () => {
  it('is priced once for the visitors of a catalogue version and currency', async () => {
    const first = await visitorCaller().invoices.priceList();
    expect(first.length).toBeGreaterThan(0);
    expect(await visitorCaller().invoices.priceList()).toBe(first);
  });

  it('is priced again once the catalogue is refreshed', async () => {
    const first = await visitorCaller().invoices.priceList();
    clearPublicCache();
    const again = await visitorCaller().invoices.priceList();
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('answers each family what pricing the catalogue for it answers, in its currency', async () => {
    for (const email of ['padre@example.com', 'mama.mx@example.com']) {
      const { caller } = await signedInCaller(email);
      const answered = await caller.invoices.priceList();
      expect(answered, email).toEqual(await pricedAfresh(email));
    }
  });
});
