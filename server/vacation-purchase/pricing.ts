/** Vacation program prices (spec §9): the discount shown is rounded down. */
import { currencyForCountry, type Currency } from '@kernel/money';
import type { VacationProgram } from '../upstream/schemas/vacation';

export { currencyForCountry };

export interface ProgramPrice {
  currency: Currency;
  price: number;
  beforePrice: number | null;
  discountOff: number;
}

export function priceFor(program: VacationProgram, currency: Currency): ProgramPrice {
  const base = currency === 'PEN' ? program.amount_pen : program.amount_usd;
  if (!program.has_discount) return { currency, price: base, beforePrice: null, discountOff: 0 };
  const after = currency === 'PEN' ? program.amount_after_discount_pen : program.amount_after_discount_usd;
  return { currency, price: after, beforePrice: base, discountOff: Math.floor(program.discount_percentage) };
}
