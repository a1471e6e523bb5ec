/**
 * Vacation program prices (spec §9), the discount shown rounded down; the one place a promotion price
 * is decided (issue 75): ended or sold out, the normal price is both shown and charged.
 */
import type { Currency } from '@kernel/money';
import type { VacationProgram } from '../upstream/schemas/vacation';

function promotionHolds(program: VacationProgram, now: Date): boolean {
  if (!program.has_discount) return false;
  if (program.discount_ends_at && Date.parse(program.discount_ends_at) <= now.getTime()) return false;
  // No stock announced is no limit; the schema admits no negative stock, so only 0 is sold out.
  return program.discount_stock !== 0;
}

/** With the promotion's end and places left, when the API announces them and the promotion holds. */
export function priceFor(program: VacationProgram, currency: Currency, now: Date = new Date()) {
  const base = currency === 'PEN' ? program.amount_pen : program.amount_usd;
  if (!promotionHolds(program, now))
    return { currency, price: base, beforePrice: null, discountOff: 0, promotion: null };
  return {
    currency,
    price: currency === 'PEN' ? program.amount_after_discount_pen : program.amount_after_discount_usd,
    beforePrice: base,
    discountOff: Math.floor(program.discount_percentage),
    promotion: { endsAt: program.discount_ends_at ?? null, stockLeft: program.discount_stock ?? null },
  };
}

export type ProgramPrice = ReturnType<typeof priceFor>;
