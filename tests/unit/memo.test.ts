// kernel/memo.ts: a pure function's answers kept by key, at most `max` of them.
import { describe, expect, it } from 'vitest';
import { memoized } from '../../kernel/memo';
import { formatStartInZone } from '../../kernel/dates';

describe('memoized', () => {
  it('computes each key once and answers it again, keeping at most max keys (the oldest go)', () => {
    const asked: number[] = [];
    const square = memoized(
      (n: number) => {
        asked.push(n);
        return n * n;
      },
      (n) => String(n),
      2,
    );
    expect([square(2), square(2), square(3)]).toEqual([4, 4, 9]);
    expect(asked).toEqual([2, 3]);
    square(4);
    expect(square(3)).toBe(9);
    expect(square(2)).toBe(4);
    expect(asked).toEqual([2, 3, 4, 2]);
  });

  it('keeps nothing for a call that throws', () => {
    let calls = 0;
    const failing = memoized(
      () => {
        calls += 1;
        throw new RangeError('zona desconocida');
      },
      () => 'k',
    );
    expect(() => failing()).toThrow(RangeError);
    expect(() => failing()).toThrow(RangeError);
    expect(calls).toBe(2);
  });

  it('gives a kept class time that cannot be changed by one of its readers', () => {
    const first = formatStartInZone('2027-01-11', '16:00', 'America/Mexico_City');
    expect(first).toEqual({ date: 'lunes 11 de enero', hour: '3:00 PM' });
    expect(() => Object.assign(first, { hour: '9:00 AM' })).toThrow(TypeError);
    expect(formatStartInZone('2027-01-11', '16:00', 'America/Mexico_City').hour).toBe('3:00 PM');
    expect(formatStartInZone('2027-01-11', '16:00', 'Europe/Madrid')).toEqual({
      date: 'lunes 11 de enero',
      hour: '10:00 PM',
    });
  });
});
