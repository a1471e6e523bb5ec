/**
 * Money as the spec shows it (§9), from this one function wherever an amount is read (pages, PDFs,
 * e-mails, CSV): 'S/ 1,710' and '$489 USD'; cents only when the amount has them ('S/ 543.15');
 * a minus before the symbol ('-S/ 77.25'). Decision 080. An electronic receipt writes every amount
 * with its two decimals ('S/ 490.00', decision 106): the same function, `{ cents: 'always' }`.
 */
export type Currency = 'PEN' | 'USD';

/** An amount in a currency, written only by `formatMoney`. */
export interface Money {
  amount: number;
  currency: Currency;
}

/** Currency is PEN for country PE, otherwise USD. */
export function currencyForCountry(countryCode: string | null | undefined): Currency {
  return countryCode?.toUpperCase() === 'PE' ? 'PEN' : 'USD';
}

const CENTS = new Intl.NumberFormat('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export interface MoneyFormat {
  /** 'when-any' (pages, e-mails: 'S/ 490'), or 'always' (electronic receipts: 'S/ 490.00'). */
  cents?: 'when-any' | 'always';
}

/** Rounded to the cent first, so 12.999 is a whole 'S/ 13' and -0.001 is 'S/ 0'. */
function amountText(magnitude: number, cents: MoneyFormat['cents']): string {
  const text = CENTS.format(magnitude);
  return cents !== 'always' && text.endsWith('.00') ? text.slice(0, -3) : text;
}

export function formatMoney(amount: number, currency: Currency, format: MoneyFormat = {}): string {
  const text = amountText(Math.abs(amount), format.cents);
  const sign = amount < 0 && Number(text.replace(/,/g, '')) !== 0 ? '-' : '';
  return currency === 'PEN' ? `${sign}S/ ${text}` : `${sign}$${text} USD`;
}

/**
 * A discount or credit on a bill ('-S/ 95.85'): the amount taken off, however the API signs it.
 * Every line that lowers a total shows its minus this way, never one a view glues on.
 */
export function formatDeduction(amount: number, currency: Currency, format: MoneyFormat = {}): string {
  return formatMoney(-Math.abs(amount), currency, format);
}
