import { describe, expect, it } from 'vitest';
import { currencyForCountry, formatMoney } from '../../../kernel/money';

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
});
