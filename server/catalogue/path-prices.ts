/** The fixed learning-path price table (spec §9), by the path's level. */
import { currencyForCountry, formatMoney, type Currency } from '@kernel/money';

interface Offer {
  /** Null where the spec does not say. */
  months: number | null;
  PEN: number;
  USD: number;
}

interface PathPriceRow {
  firstCourse: Offer;
  fullPath: Offer;
}

const PATH_PRICES: Record<number, PathPriceRow> = {
  1: { firstCourse: { months: 2, PEN: 450, USD: 129 }, fullPath: { months: 9, PEN: 1710, USD: 489 } },
  2: { firstCourse: { months: 3, PEN: 639, USD: 185 }, fullPath: { months: null, PEN: 1710, USD: 489 } },
  3: { firstCourse: { months: 2, PEN: 450, USD: 129 }, fullPath: { months: 9.5, PEN: 1805, USD: 515 } },
  4: { firstCourse: { months: 3, PEN: 639, USD: 185 }, fullPath: { months: 9.5, PEN: 1805, USD: 515 } },
};

export interface PriceQuote {
  currency: Currency;
  amount: number;
  text: string;
  months: number | null;
}

export interface PathPrices {
  course: PriceQuote;
  fullPath: PriceQuote;
}

function quote(offer: Offer, currency: Currency): PriceQuote {
  const amount = offer[currency];
  return { currency, amount, text: formatMoney(amount, currency), months: offer.months };
}

/** Null for a level the table does not have. */
export function pathPrices(level: number, countryCode: string): PathPrices | null {
  const row = Object.hasOwn(PATH_PRICES, level) ? PATH_PRICES[level] : undefined;
  if (!row) return null;
  const currency = currencyForCountry(countryCode);
  return { course: quote(row.firstCourse, currency), fullPath: quote(row.fullPath, currency) };
}
