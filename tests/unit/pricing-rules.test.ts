import { describe, expect, it } from 'vitest';
import { currencyForCountry, formatMoney } from '../../kernel/money';
import { priceFor } from '../../server/vacation-purchase/pricing';
import { fixtureProgram } from './purchase-fixtures';

describe('currencyForCountry (server pricing)', () => {
  it.each([
    ['PE', 'PEN'],
    ['pe', 'PEN'],
    ['MX', 'USD'],
    ['US', 'USD'],
    ['CO', 'USD'],
    ['PER', 'USD'],
    ['', 'USD'],
    [null, 'USD'],
    [undefined, 'USD'],
  ] as const)('%j → %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });
});

/** A fixture program announces no end or places left (the simulator adds them to its answer). */
const NO_TERMS = { endsAt: null, stockLeft: null };

describe('priceFor, with discount', () => {
  it('Roblox (8_to_11 #1, 25.58 %): PEN 450 before 600, 25 % off', () => {
    expect(priceFor(fixtureProgram('vac-8_to_11-1'), 'PEN')).toEqual({
      currency: 'PEN',
      price: 450,
      beforePrice: 600,
      discountOff: 25,
      promotion: NO_TERMS,
    });
  });

  it('Roblox in USD: 129 before 172, 25 % off', () => {
    expect(priceFor(fixtureProgram('vac-8_to_11-1'), 'USD')).toEqual({
      currency: 'USD',
      price: 129,
      beforePrice: 172,
      discountOff: 25,
      promotion: NO_TERMS,
    });
  });

  it('33.33 % is shown as 33 (5_to_7 #1: PEN 400 before 600, USD 117 before 175)', () => {
    const program = fixtureProgram('vac-5_to_7-1');
    expect(priceFor(program, 'PEN')).toEqual({
      currency: 'PEN',
      price: 400,
      beforePrice: 600,
      discountOff: 33,
      promotion: NO_TERMS,
    });
    expect(priceFor(program, 'USD')).toEqual({
      currency: 'USD',
      price: 117,
      beforePrice: 175,
      discountOff: 33,
      promotion: NO_TERMS,
    });
  });

  it('20.5 % is shown as 20, never rounded up to 21 (12_plus #1: PEN 636 before 800, USD 182 before 229)', () => {
    const program = fixtureProgram('vac-12_plus-1');
    expect(priceFor(program, 'PEN')).toEqual({
      currency: 'PEN',
      price: 636,
      beforePrice: 800,
      discountOff: 20,
      promotion: NO_TERMS,
    });
    expect(priceFor(program, 'USD')).toEqual({
      currency: 'USD',
      price: 182,
      beforePrice: 229,
      discountOff: 20,
      promotion: NO_TERMS,
    });
  });

  it.each([
    [25.58, 25],
    [33.33, 33],
    [20.5, 20],
    [49.99, 49],
    [10, 10],
  ])('discount %d % → %d (rounded down)', (percentage, shown) => {
    const program = { ...fixtureProgram('vac-8_to_11-1'), discount_percentage: percentage };
    expect(priceFor(program, 'PEN').discountOff).toBe(shown);
  });
});

describe('priceFor, without discount', () => {
  it('the 2-course pack (8_to_11 #2): PEN 990, no before price, 0 %', () => {
    expect(priceFor(fixtureProgram('vac-8_to_11-2'), 'PEN')).toEqual({
      currency: 'PEN',
      price: 990,
      beforePrice: null,
      discountOff: 0,
      promotion: null,
    });
  });

  it('the 2-course pack in USD: 283', () => {
    expect(priceFor(fixtureProgram('vac-8_to_11-2'), 'USD')).toEqual({
      currency: 'USD',
      price: 283,
      beforePrice: null,
      discountOff: 0,
      promotion: null,
    });
  });

  it('has_discount false ignores the after-discount amounts and the percentage', () => {
    const program = {
      ...fixtureProgram('vac-8_to_11-1'),
      has_discount: false,
      discount_percentage: 25.58,
      amount_after_discount_pen: 1,
      amount_after_discount_usd: 1,
    };
    expect(priceFor(program, 'PEN')).toEqual({
      currency: 'PEN',
      price: 600,
      beforePrice: null,
      discountOff: 0,
      promotion: null,
    });
    expect(priceFor(program, 'USD')).toEqual({
      currency: 'USD',
      price: 172,
      beforePrice: null,
      discountOff: 0,
      promotion: null,
    });
  });
});

describe('formatMoney of program prices', () => {
  it('Roblox in soles: "S/ 450", before "S/ 600"', () => {
    const price = priceFor(fixtureProgram('vac-8_to_11-1'), 'PEN');
    expect(formatMoney(price.price, price.currency)).toBe('S/ 450');
    expect(price.beforePrice).not.toBeNull();
    expect(formatMoney(price.beforePrice ?? 0, price.currency)).toBe('S/ 600');
  });

  it('Roblox in dollars: "$129 USD", before "$172 USD"', () => {
    const price = priceFor(fixtureProgram('vac-8_to_11-1'), 'USD');
    expect(formatMoney(price.price, price.currency)).toBe('$129 USD');
    expect(formatMoney(price.beforePrice ?? 0, price.currency)).toBe('$172 USD');
  });

  it('the pack: "S/ 990" and "$283 USD"', () => {
    const program = fixtureProgram('vac-8_to_11-2');
    expect(formatMoney(priceFor(program, 'PEN').price, 'PEN')).toBe('S/ 990');
    expect(formatMoney(priceFor(program, 'USD').price, 'USD')).toBe('$283 USD');
  });
});
