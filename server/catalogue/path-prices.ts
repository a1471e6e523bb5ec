/**
 * The fixed learning-path price table (spec §9), typed once for its two readers: the parents'
 * zone (no price endpoint: its buy buttons quote these amounts in the chat message) and the public
 * path page /rutas/{slug}. The path number is the path's level (learning_path_details[0].level in
 * the parents' zone, `level` of the content service's learningPath entry).
 */
import { currencyForCountry, formatMoney, type Currency } from '@kernel/money';

interface Offer {
  /** Months; null where the spec does not say (path 2, full path). */
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
  /** 'S/ 1,710' or '$489 USD' */
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

/** The two prices of a path level in the parent's currency; null for a level the table does not have. */
export function pathPrices(level: number, countryCode: string): PathPrices | null {
  const row = Object.hasOwn(PATH_PRICES, level) ? PATH_PRICES[level] : undefined;
  if (!row) return null;
  const currency = currencyForCountry(countryCode);
  return { course: quote(row.firstCourse, currency), fullPath: quote(row.fullPath, currency) };
}
