import { describe, expect, it } from 'vitest';
import { currencyForCountry, formatDeduction, formatMoney } from '../../../kernel/money';

describe('currencyForCountry', () => {
  it.each([
    ['PE', 'PEN'],
    ['pe', 'PEN'],
    ['Pe', 'PEN'],
    ['MX', 'USD'],
    ['US', 'USD'],
    ['', 'USD'],
    [null, 'USD'],
    [undefined, 'USD'],
  ] as const)('%s → %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });
});

describe('formatMoney', () => {
  it('writes soles as "S/ <amount>" without decimals for whole amounts', () => {
    expect(formatMoney(450, 'PEN')).toBe('S/ 450');
    expect(formatMoney(0, 'PEN')).toBe('S/ 0');
  });

  it('groups thousands with commas', () => {
    expect(formatMoney(1710, 'PEN')).toBe('S/ 1,710');
    expect(formatMoney(1234567, 'USD')).toBe('$1,234,567 USD');
  });

  it('writes dollars as "$<amount> USD"', () => {
    expect(formatMoney(129, 'USD')).toBe('$129 USD');
  });

  it('shows exactly two decimals for fractional amounts', () => {
    expect(formatMoney(12.5, 'USD')).toBe('$12.50 USD');
    expect(formatMoney(0.1, 'PEN')).toBe('S/ 0.10');
    expect(formatMoney(12.345, 'PEN')).toBe('S/ 12.35');
    expect(formatMoney(1999.99, 'PEN')).toBe('S/ 1,999.99');
  });

  it('shows no decimals when rounding to the cent leaves none', () => {
    expect(formatMoney(12.999, 'PEN')).toBe('S/ 13');
    expect(formatMoney(1709.996, 'USD')).toBe('$1,710 USD');
  });

  it("writes the spec's amounts as the spec shows them", () => {
    expect(formatMoney(1710, 'PEN')).toBe('S/ 1,710');
    expect(formatMoney(489, 'USD')).toBe('$489 USD');
    expect(formatMoney(543.15, 'PEN')).toBe('S/ 543.15');
    expect(formatMoney(1539, 'PEN')).toBe('S/ 1,539');
  });

  it('puts the minus before the symbol', () => {
    expect(formatMoney(-77.25, 'PEN')).toBe('-S/ 77.25');
    expect(formatMoney(-77.25, 'USD')).toBe('-$77.25 USD');
    expect(formatMoney(-1710, 'PEN')).toBe('-S/ 1,710');
  });

  it('never writes a negative zero', () => {
    expect(formatMoney(-0, 'PEN')).toBe('S/ 0');
    expect(formatMoney(-0.001, 'USD')).toBe('$0 USD');
  });
});

describe("formatMoney with { cents: 'always' }: an electronic receipt's amounts (issue 75)", () => {
  it('writes every amount with its two decimals, the rest as pages do', () => {
    const receipt = { cents: 'always' } as const;
    expect(formatMoney(490, 'PEN', receipt)).toBe('S/ 490.00');
    expect(formatMoney(1710, 'PEN', receipt)).toBe('S/ 1,710.00');
    expect(formatMoney(140, 'USD', receipt)).toBe('$140.00 USD');
    expect(formatMoney(543.15, 'PEN', receipt)).toBe('S/ 543.15');
    expect(formatMoney(12.999, 'PEN', receipt)).toBe('S/ 13.00');
    expect(formatMoney(-0.001, 'USD', receipt)).toBe('$0.00 USD');
    expect(formatDeduction(24, 'USD', receipt)).toBe('-$24.00 USD');
    expect(formatMoney(490, 'PEN')).toBe('S/ 490');
  });
});

describe('formatDeduction', () => {
  it('writes what a discount takes off with its minus, however the amount is signed', () => {
    expect(formatDeduction(95.85, 'PEN')).toBe('-S/ 95.85');
    expect(formatDeduction(-95.85, 'PEN')).toBe('-S/ 95.85');
    expect(formatDeduction(27.75, 'USD')).toBe('-$27.75 USD');
    expect(formatDeduction(24, 'USD')).toBe('-$24 USD');
  });
});
