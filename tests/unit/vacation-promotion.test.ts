/**
 * A vacation promotion's terms (issue 75): the price holds until its end and while places are left
 * at it; past either the normal price is the price, and the page's words for both terms.
 */
import { describe, expect, it } from 'vitest';
import { priceFor } from '../../server/vacation-purchase/pricing';
import type { VacationProgram } from '../../server/upstream/schemas/vacation';
import { promotionStockLeft, promotionUntil } from '../../kernel/texts/vacation-promotion';

const program = (terms: Partial<VacationProgram> = {}): VacationProgram => ({
  id: 'vac-test',
  age_range: '8_to_11',
  name: 'Programa',
  has_discount: true,
  discount_percentage: 25.58,
  amount_pen: 600,
  amount_usd: 175,
  amount_after_discount_pen: 450,
  amount_after_discount_usd: 130,
  duration: '4 semanas',
  courses: [],
  description: '',
  is_subscription: false,
  curriculum: 'silabos/x.pdf',
  groups: [],
  ...terms,
});

const NOW = new Date('2026-12-01T12:00:00-05:00');
const END = '2026-12-15T23:59:59-05:00';

describe('vacation promotion terms', () => {
  it('before its end and with places left: the promotion price, with its terms', () => {
    expect(priceFor(program({ discount_ends_at: END, discount_stock: 8 }), 'PEN', NOW)).toEqual({
      currency: 'PEN',
      price: 450,
      beforePrice: 600,
      discountOff: 25,
      promotion: { endsAt: END, stockLeft: 8 },
    });
  });

  it('no terms announced: the promotion holds, as before', () => {
    expect(priceFor(program(), 'USD', NOW)).toMatchObject({
      price: 130,
      promotion: { endsAt: null, stockLeft: null },
    });
  });

  it.each([
    ['past its end', { discount_ends_at: '2026-11-30T23:59:59-05:00', discount_stock: 8 }],
    ['at its very end', { discount_ends_at: NOW.toISOString(), discount_stock: null }],
    ['no place left', { discount_ends_at: END, discount_stock: 0 }],
  ])('%s: the normal price, no before-price, no promotion', (_label, terms) => {
    expect(priceFor(program(terms), 'PEN', NOW)).toEqual({
      currency: 'PEN',
      price: 600,
      beforePrice: null,
      discountOff: 0,
      promotion: null,
    });
  });

  it('says until when in the visitor’s zone, and how many places are left', () => {
    expect(promotionUntil(END, 'America/Lima')).toBe('Precio promocional hasta el 15 de diciembre');
    // 23:59 in Lima is already the next day in Madrid.
    expect(promotionUntil(END, 'Europe/Madrid')).toBe('Precio promocional hasta el 16 de diciembre');
    expect(promotionStockLeft(8)).toBe('Quedan 8 cupos con este precio');
    expect(promotionStockLeft(1)).toBe('Queda 1 cupo con este precio');
  });
});
