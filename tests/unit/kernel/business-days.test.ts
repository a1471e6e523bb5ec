/** Peru's business days and the ARCO terms counted in them (kernel/business-days.ts, kernel/arco.ts). */
import { describe, expect, it } from 'vitest';
import { arcoDueDate } from '../../../kernel/arco';
import {
  addPeruBusinessDays,
  easterSunday,
  isPeruBusinessDay,
  limaDateOf,
  peruHolidays,
} from '../../../kernel/business-days';

describe('Peru business days', () => {
  it('Easter Sunday by the Gregorian computus', () => {
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('the 16 national holidays of 2026, Holy Thursday and Good Friday included', () => {
    expect([...peruHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-04-02',
      '2026-04-03',
      '2026-05-01',
      '2026-06-07',
      '2026-06-29',
      '2026-07-23',
      '2026-07-28',
      '2026-07-29',
      '2026-08-06',
      '2026-08-30',
      '2026-10-08',
      '2026-11-01',
      '2026-12-08',
      '2026-12-09',
      '2026-12-25',
    ]);
  });

  it('weekends and holidays are not business days', () => {
    expect(isPeruBusinessDay('2026-12-07')).toBe(true); // Monday
    expect(isPeruBusinessDay('2026-12-08')).toBe(false); // Inmaculada Concepción
    expect(isPeruBusinessDay('2026-12-09')).toBe(false); // Batalla de Ayacucho
    expect(isPeruBusinessDay('2026-12-12')).toBe(false); // Saturday
    expect(isPeruBusinessDay('2026-12-13')).toBe(false); // Sunday
    expect(isPeruBusinessDay('2027-03-25')).toBe(false); // Jueves Santo 2027
  });

  it('counts from the day after, skipping weekends and holidays', () => {
    expect(addPeruBusinessDays('2026-12-04', 1)).toBe('2026-12-07');
    // Friday 4 December: Monday 7, then Thursday 10 (the 8th and 9th are holidays) … Tuesday 22.
    expect(addPeruBusinessDays('2026-12-04', 10)).toBe('2026-12-22');
    // Christmas and New Year inside the term.
    expect(addPeruBusinessDays('2026-12-21', 10)).toBe('2027-01-06');
    // Filed on a Saturday: Monday is the first day counted.
    expect(addPeruBusinessDays('2026-12-12', 1)).toBe('2026-12-14');
    // Holy week 2026: Thursday 2 and Friday 3 April are holidays.
    expect(addPeruBusinessDays('2026-03-31', 2)).toBe('2026-04-06');
  });

  it('refuses what is not a date or a positive count', () => {
    expect(() => addPeruBusinessDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addPeruBusinessDays('2026-12-04', 0)).toThrow(RangeError);
    expect(() => limaDateOf('mañana')).toThrow(RangeError);
  });

  it("an instant's date is Lima's (UTC−5), not UTC's", () => {
    expect(limaDateOf('2026-12-05T03:30:00Z')).toBe('2026-12-04');
    expect(limaDateOf('2026-12-05T05:00:00Z')).toBe('2026-12-05');
  });
});

describe('ARCO due dates (DS 016-2024-JUS)', () => {
  const friday = '2026-12-04T15:00:00-05:00';

  it('access: 20 business days; rectification, deletion and opposition: 10', () => {
    expect(arcoDueDate('access', friday)).toBe('2027-01-07');
    expect(arcoDueDate('rectification', friday)).toBe('2026-12-22');
    expect(arcoDueDate('deletion', friday)).toBe('2026-12-22');
    expect(arcoDueDate('opposition', friday)).toBe('2026-12-22');
  });

  it('a request sent late at night in Lima counts from its Lima date', () => {
    // 23:30 in Lima on Friday the 4th is already Saturday in UTC.
    expect(arcoDueDate('rectification', '2026-12-05T04:30:00Z')).toBe('2026-12-22');
  });
});
