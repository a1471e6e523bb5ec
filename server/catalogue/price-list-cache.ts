/**
 * The pay buttons' prices (decision 082): every product of the catalogue priced in a currency.
 * They depend on the catalogue and the currency, never on the family, so they are worked out once
 * per version of the catalogue's lists and per currency (decision 101); a request adds only its
 * family's `paid` flags. The public cache hands out the same parsed answer until it refreshes it,
 * so a list's identity is its version.
 */
import type { Currency } from '@kernel/money';
import { paidByFamily, priceList, type Family, type Quote } from '../invoice-checkout/product-ref';
import { soldCatalogue } from '../invoice-checkout/sold-catalogue';
import { listLearningPathEntries } from '../upstream/catalogue-content';
import { listCourseEntries } from '../upstream/content';
import { listApiCourses } from '../upstream/courses';

export interface CataloguePrices {
  /** What `priceList(catalogue, currency, family)` answers. */
  priceList(currency: Currency, family: Family | null): Quote[];
}

interface Version {
  /** The lists `soldCatalogue` reads, as the public cache answered them. */
  lists: readonly unknown[];
  prices: Promise<CataloguePrices>;
}

/** Only the latest version: a refreshed list makes older prices unreachable anyway. */
let kept: Version | null = null;

function newVersion(lists: readonly unknown[]): Version {
  const byCurrency = new Map<Currency, Quote[]>();
  // The lists were just read, so the catalogue is built from the public cache, with no call.
  const prices = soldCatalogue().then(
    (catalogue): CataloguePrices => ({
      priceList(currency, family) {
        let list = byCurrency.get(currency);
        if (!list) {
          list = priceList(catalogue, currency, null);
          byCurrency.set(currency, list);
        }
        return family ? list.map((quote) => ({ ...quote, paid: paidByFamily(quote.ref, family) })) : list;
      },
    }),
  );
  const version = { lists, prices };
  // A failure is this request's answer only: the next one builds the catalogue again.
  prices.catch(() => {
    if (kept === version) kept = null;
  });
  return version;
}

/** Asked with the page's other calls: on a cold cache, the lists are this request's one round. */
export async function cataloguePrices(): Promise<CataloguePrices> {
  const lists = await Promise.all([listCourseEntries(), listApiCourses(), listLearningPathEntries()]);
  if (!kept || kept.lists.some((list, index) => list !== lists[index])) kept = newVersion(lists);
  return kept.prices;
}
