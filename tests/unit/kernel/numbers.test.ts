import { describe, expect, it } from 'vitest';
import { formatDecimal } from '../../../kernel/numbers';

describe('formatDecimal (es-PE)', () => {
  it('separates decimals with a point', () => {
    expect(formatDecimal(9.5)).toBe('9.5');
    expect(formatDecimal(2.25)).toBe('2.25');
  });

  it('writes whole numbers without decimals and groups thousands with a comma', () => {
    expect(formatDecimal(9)).toBe('9');
    expect(formatDecimal(1710)).toBe('1,710');
  });
});
