/**
 * The promotion terms the simulated API announces with a vacation program (issue 75): when its
 * promotion price ends and how many places are left at it. Roblox's (8 to 11) ends at the close
 * of the day 16 days from now in Lima and has 8 places; the other promotions announce neither.
 * Scenarios `vacation-promo-ended` and `vacation-promo-sold-out` show the other two states.
 */
/** Peru keeps no daylight-saving time: Lima is always UTC-5. */
const LIMA_OFFSET_MS = -5 * 3_600_000;

/** The close of the Lima day `days` from now, as the API writes an instant. */
export function limaDayEnd(days: number, now = Date.now()): string {
  const lima = new Date(now + LIMA_OFFSET_MS + days * 86_400_000);
  return `${lima.toISOString().slice(0, 10)}T23:59:59-05:00`;
}

interface PromotionTerms {
  discount_ends_at: string | null;
  discount_stock: number | null;
}

const TERMS: Record<string, { endsInDays: number; stock: number }> = {
  'vac-8_to_11-1': { endsInDays: 16, stock: 8 },
};

export function promotionTerms(programId: string, now = Date.now()): PromotionTerms {
  const terms = TERMS[programId];
  return terms
    ? { discount_ends_at: limaDayEnd(terms.endsInDays, now), discount_stock: terms.stock }
    : { discount_ends_at: null, discount_stock: null };
}
