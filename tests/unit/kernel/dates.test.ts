import { describe, expect, it } from 'vitest';
import {
  countClassDays,
  formatDateTimeInZone,
  formatHourInZone,
  formatLongDate,
  formatStartInZone,
  formatTimeInZone,
  formatTransactionDate,
  formatWeekdayDateTimeInZone,
  timeZoneLabel,
} from '../../../kernel/dates';

describe('formatLongDate', () => {
  it('writes the date in Spanish, as written (no zone shift)', () => {
    expect(formatLongDate('2027-01-11')).toBe('11 de enero de 2027');
    expect(formatLongDate('2027-12-31')).toBe('31 de diciembre de 2027');
    expect(formatLongDate('2027-03-01')).toBe('1 de marzo de 2027');
  });

  it('ignores a time part after the date', () => {
    expect(formatLongDate('2027-01-11T23:30:00-05:00')).toBe('11 de enero de 2027');
  });
});

describe('formatHourInZone', () => {
  it('keeps a Lima hour as is for a Lima user', () => {
    expect(formatHourInZone('2027-01-11', '16:00', 'America/Lima')).toBe('4:00 PM');
    expect(formatHourInZone('2027-01-11', '09:30', 'America/Lima')).toBe('9:30 AM');
  });

  it('shows Mexico City one hour earlier than Lima', () => {
    expect(formatHourInZone('2027-01-11', '16:00', 'America/Mexico_City')).toBe('3:00 PM');
  });

  it('shows Bogotá (same offset as Lima) unchanged', () => {
    expect(formatHourInZone('2027-01-11', '16:00', 'America/Bogota')).toBe('4:00 PM');
  });

  it('crosses noon and midnight correctly', () => {
    expect(formatHourInZone('2027-01-11', '11:00', 'America/Mexico_City')).toBe('10:00 AM');
    expect(formatHourInZone('2027-01-11', '16:00', 'Europe/Madrid')).toBe('10:00 PM');
    expect(formatHourInZone('2027-01-11', '20:00', 'Europe/Madrid')).toBe('2:00 AM');
  });

  it('accepts another source zone', () => {
    expect(formatHourInZone('2027-01-11', '16:00', 'America/Lima', 'America/Mexico_City')).toBe('5:00 PM');
  });

  it('follows a source zone across its daylight-saving change, an hour it skips moving forward', () => {
    expect(formatHourInZone('2027-03-13', '16:00', 'America/Lima', 'America/New_York')).toBe('4:00 PM');
    expect(formatHourInZone('2027-03-15', '16:00', 'America/Lima', 'America/New_York')).toBe('3:00 PM');
    expect(formatHourInZone('2027-03-14', '02:30', 'America/Lima', 'America/New_York')).toBe('2:30 AM');
  });

  it('an unreadable date or hour gives dayjs\'s "Invalid Date", never an exception', () => {
    expect(formatHourInZone('2027-01-11', 'xx', 'America/Lima')).toBe('Invalid Date');
    expect(formatDateTimeInZone('no es una fecha', 'America/Lima')).toBe('Invalid Date');
  });

  it('reads a zone in any casing, as the browser cookie may send it', () => {
    expect(formatHourInZone('2027-01-11', '16:00', 'america/mexico_city')).toBe('3:00 PM');
  });
});

describe('formatStartInZone (a Lima class start as the user lives it)', () => {
  it('Lima: the date and hour as content wrote them', () => {
    expect(formatStartInZone('2027-01-11', '16:00', 'America/Lima')).toEqual({
      date: 'lunes 11 de enero',
      hour: '4:00 PM',
    });
  });

  it('Mexico City: one hour earlier, in the same 12-hour format', () => {
    expect(formatStartInZone('2027-01-11', '16:00', 'America/Mexico_City')).toEqual({
      date: 'lunes 11 de enero',
      hour: '3:00 PM',
    });
  });

  it('Madrid: a late Lima class falls on the next day there', () => {
    expect(formatStartInZone('2027-01-11', '20:00', 'Europe/Madrid')).toEqual({
      date: 'martes 12 de enero',
      hour: '2:00 AM',
    });
  });
});

describe('timeZoneLabel (the zone named for a parent)', () => {
  it.each([
    ['America/Lima', 'hora de Perú'],
    ['America/Mexico_City', 'hora de Ciudad de México'],
    ['America/Bogota', 'hora de Colombia'],
    ['Europe/Madrid', 'hora de Europa central'],
  ])('%s → %j', (zone, label) => {
    expect(timeZoneLabel(zone)).toBe(label);
  });

  it('falls back to the zone id for a zone ICU cannot name', () => {
    expect(timeZoneLabel('Not/A_Zone')).toBe('hora de Not/A Zone');
  });
});

describe('countClassDays', () => {
  it('counts the dates on the class days, both ends included', () => {
    expect(countClassDays('2027-01-11', '2027-02-03', ['Lunes', 'Miércoles'])).toBe(8);
    expect(countClassDays('2027-01-11', '2027-02-04', ['Lunes', 'Martes', 'Miércoles', 'Jueves'])).toBe(16);
    expect(countClassDays('2027-01-05', '2027-01-28', ['Martes', 'Jueves'])).toBe(8);
  });

  it('no class days, or an end before the start → 0', () => {
    expect(countClassDays('2027-01-11', '2027-02-03', [])).toBe(0);
    expect(countClassDays('2027-02-03', '2027-01-11', ['Lunes'])).toBe(0);
  });
});

describe('formatTransactionDate', () => {
  it("turns 'yymmddhhmmss' into 'dd/mm/yy hh:mm:ss'", () => {
    expect(formatTransactionDate('270111153045')).toBe('11/01/27 15:30:45');
    expect(formatTransactionDate('261231000001')).toBe('31/12/26 00:00:01');
  });

  it.each(['', '2701111530', '2701111530451', '27011115304a', '27-01-11 15:30'])(
    'returns %j unchanged',
    (raw) => {
      expect(formatTransactionDate(raw)).toBe(raw);
    },
  );
});

describe("instants in the user's zone: the one hour format", () => {
  const evening = '2026-11-28T22:00:00-05:00';

  it('writes the hour as h:mm A, in the zone given', () => {
    expect(formatTimeInZone(evening, 'America/Lima')).toBe('10:00 PM');
    expect(formatTimeInZone(new Date('2026-11-28T14:05:00Z'), 'America/Mexico_City')).toBe('8:05 AM');
  });

  it('writes date and hour, with the weekday for deadlines', () => {
    expect(formatDateTimeInZone(evening, 'America/Lima')).toBe('28 de noviembre de 2026, 10:00 PM');
    expect(formatWeekdayDateTimeInZone(evening, 'America/Lima')).toBe(
      'sábado 28 de noviembre de 2026, 10:00 PM',
    );
  });

  it('never writes the hour as "p. m.", so a sentence ending on it has one period', () => {
    const sentence = `Paga antes del ${formatDateTimeInZone(evening, 'America/Mexico_City')}.`;
    expect(sentence).toBe('Paga antes del 28 de noviembre de 2026, 9:00 PM.');
    expect(sentence).not.toMatch(/m\.\./);
  });
});
