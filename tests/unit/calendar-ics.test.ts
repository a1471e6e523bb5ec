/**
 * The .ics file (Apple, iCal), read back with a real parser (ical.js) and its recurrences
 * expanded: the occurrences must be exactly the remaining classes, at the Lima wall times.
 */
import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile, upcomingClasses, type CalendarInput } from '../../server/parents/calendar';
import { BEFORE_START, course, slot } from './calendar-builders';

function parse(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)),
  };
}

/** Every occurrence of every series, expanded by ical.js, in time order. */
function occurrences(body: string) {
  const found: { uid: string; start: Date; end: Date }[] = [];
  for (const event of parse(body).events) {
    const iterator = event.iterator();
    // A bound, so a missing COUNT fails the test instead of looping forever.
    for (let next = iterator.next(); next && found.length < 1000; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      found.push({ uid: event.uid, start: details.startDate.toJSDate(), end: details.endDate.toJSDate() });
    }
  }
  return found.sort((a, b) => a.start.getTime() - b.start.getTime());
}

function weeklyRule(event: ICAL.Event) {
  const rule = event.component.getFirstPropertyValue('rrule');
  if (!(rule instanceof ICAL.Recur)) throw new Error('expected an RRULE');
  return { freq: rule.freq, interval: rule.interval, count: rule.count };
}

function fileFor(input: CalendarInput, now: Date): string {
  const file = calendarFile(input, now);
  if (!file) throw new Error('expected a calendar file');
  return file.body;
}

/** The tz database's Lima wall time, independent of the module's fixed offset. */
function limaWall(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Lima',
    weekday: 'short',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

describe('calendarFile: the occurrences are the remaining classes', () => {
  it('twice a week: 8 sessions → 8 occurrences on the right Lima days and hours', () => {
    const found = occurrences(fileFor(course(), BEFORE_START));
    expect(found.map((occurrence) => limaWall(occurrence.start))).toEqual([
      'Mon, 01/11, 16:00',
      'Wed, 01/13, 16:00',
      'Mon, 01/18, 16:00',
      'Wed, 01/20, 16:00',
      'Mon, 01/25, 16:00',
      'Wed, 01/27, 16:00',
      'Mon, 02/01, 16:00',
      'Wed, 02/03, 16:00',
    ]);
    expect(found.every((occurrence) => limaWall(occurrence.end).endsWith('17:30'))).toBe(true);
  });

  it('four times a week: 16 sessions → 16 occurrences, one per class day, none twice', () => {
    const slots = ['Lunes', 'Martes', 'Jueves', 'Viernes'].map((day) => slot(day, '10:00', '11:30'));
    const input = course({ slots, start: '2027-01-04', end: '2027-01-31', numberOfSessions: 16 });
    const body = fileFor(input, BEFORE_START);
    const found = occurrences(body);

    expect(found).toHaveLength(16);
    expect(parse(body).events).toHaveLength(4);
    expect(new Set(found.map((occurrence) => occurrence.start.getTime())).size).toBe(16);
    expect(limaWall(found[0].start)).toBe('Mon, 01/04, 10:00');
    expect(limaWall(found[15].start)).toBe('Fri, 01/29, 10:00');
    for (const occurrence of found)
      expect(limaWall(occurrence.start)).toMatch(/^(Mon|Tue|Thu|Fri), .* 10:00$/);
  });

  it('remaining not a multiple of the classes per week: the slots that come first get one more', () => {
    // Starts on a Tuesday: Wednesday comes first, so 7 classes are 4 Wednesdays and 3 Mondays.
    const body = fileFor(course({ start: '2027-01-12', numberOfSessions: 7 }), BEFORE_START);
    expect(parse(body).events.map((event) => [event.uid, weeklyRule(event)])).toEqual([
      ['enrolment-42-wed-1600@kodea.pe', { freq: 'WEEKLY', interval: 1, count: 4 }],
      ['enrolment-42-mon-1600@kodea.pe', { freq: 'WEEKLY', interval: 1, count: 3 }],
    ]);
    expect(occurrences(body)).toHaveLength(7);
  });

  it('half-way through the course: only the classes still to come', () => {
    const now = new Date('2027-01-21T12:00:00Z');
    const found = occurrences(fileFor(course(), now));
    expect(found.map((occurrence) => limaWall(occurrence.start))).toEqual([
      'Mon, 01/25, 16:00',
      'Wed, 01/27, 16:00',
      'Mon, 02/01, 16:00',
      'Wed, 02/03, 16:00',
    ]);
  });

  it('a 20:00 Lima class (01:00 UTC the next day) stays on its Lima weekday in every week', () => {
    const body = fileFor(
      course({ slots: [slot('Lunes', '20:00', '21:30')], numberOfSessions: 4 }),
      BEFORE_START,
    );
    expect(body).toContain('DTSTART:20270112T010000Z');
    // A BYDAY=MO computed in Lima would move the series to Mondays 01:00 UTC (Sunday night in Lima).
    expect(body).not.toMatch(/BYDAY/);
    const found = occurrences(body);
    expect(found.map((occurrence) => limaWall(occurrence.start))).toEqual([
      'Mon, 01/11, 20:00',
      'Mon, 01/18, 20:00',
      'Mon, 01/25, 20:00',
      'Mon, 02/01, 20:00',
    ]);
    expect(found.every((occurrence) => occurrence.start.getUTCDay() === 2)).toBe(true);
  });

  it('writes start and end in UTC, so another zone sees its own local time', () => {
    const body = fileFor(course(), BEFORE_START);
    const starts = body.match(/^DT(START|END)[:;].*$/gm) ?? [];
    expect(starts.length).toBeGreaterThan(0);
    for (const line of starts) expect(line).toMatch(/^DT(START|END):\d{8}T\d{6}Z\r?$/);
  });

  it('property: for any schedule and moment, the occurrences equal the upcoming classes', () => {
    const days = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 6 * 60, max: 21 * 60 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 * 24 * 90 }),
        (dayIndexes, startMinutes, sessions, startOffset, nowMinutes) => {
          const time = (minutes: number) =>
            `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          const slots = dayIndexes.map((index) =>
            slot(days[index], time(startMinutes), time(startMinutes + 90)),
          );
          const start = new Date(Date.UTC(2027, 0, 1 + startOffset)).toISOString().slice(0, 10);
          const input = course({ slots, start, numberOfSessions: sessions });
          const now = new Date(Date.UTC(2027, 0, 1) + nowMinutes * 60_000);

          const expected = upcomingClasses(input, now);
          const file = calendarFile(input, now);
          if (expected.length === 0) return file === null;
          const found = occurrences(file?.body ?? '');
          expect(found.map((o) => [o.start.toISOString(), o.end.toISOString()])).toEqual(
            expected.map((c) => [c.start.toISOString(), c.end.toISOString()]),
          );
          expect(found.length).toBeLessThanOrEqual(sessions);
          return true;
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('calendarFile: the file itself', () => {
  it('one VCALENDAR naming Kodea, with Spanish texts, the title and the class link', () => {
    const body = fileFor(course(), BEFORE_START);
    expect(body.match(/BEGIN:VCALENDAR/g)).toHaveLength(1);
    const { calendar, events } = parse(body);
    expect(String(calendar.getFirstPropertyValue('prodid'))).toContain('Kodea');
    for (const event of events) {
      expect(event.summary).toBe('Robótica con Arduino - Sofía - Kodea');
      expect(event.description).toBe('Clase en vivo de Kodea. Enlace de la clase: https://zoom.us/j/123');
      expect(event.component.getFirstProperty('summary')?.getParameter('language')).toBe('es');
      expect(event.component.getFirstProperty('description')?.getParameter('language')).toBe('es');
    }
  });

  it('says where to find the link when there is no (usable) class link', () => {
    for (const zoomUrl of [null, 'javascript:alert(1)', 'no es un enlace']) {
      const [event] = parse(fileFor(course({ zoomUrl }), BEFORE_START)).events;
      expect(event.description).toBe(
        'Clase en vivo de Kodea. Encontrarás el enlace de la clase en la zona de padres de Kodea.',
      );
    }
  });

  it('stable, distinct UIDs per series; the same `now` gives the same file', () => {
    const body = fileFor(course(), BEFORE_START);
    expect(parse(body).events.map((event) => event.uid)).toEqual([
      'enrolment-42-mon-1600@kodea.pe',
      'enrolment-42-wed-1600@kodea.pe',
    ]);
    expect(fileFor(course(), BEFORE_START)).toBe(body);
    expect(body).toContain('DTSTAMP:20270101T000000Z');
  });

  it('lines end in CRLF and never pass 75 octets, even with accents', () => {
    const longName = 'Programación de videojuegos en Scratch para niñas y niños — nivel avanzado';
    const body = fileFor(
      course({ courseName: longName, studentName: 'María José Ñañez Ibáñez' }),
      BEFORE_START,
    );
    expect(body.endsWith('\r\n')).toBe(true);
    const lines = body.split('\r\n');
    expect(lines.some((line) => line.includes('\n'))).toBe(false);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    expect(parse(body).events[0].summary).toBe(`${longName} - María José Ñañez Ibáñez - Kodea`);
  });

  it('an ASCII-safe file name, whatever the names hold', () => {
    const cases: [string, string, string][] = [
      ['Robótica con Arduino', 'Sofía', 'kodea-robotica-con-arduino-sofia.ics'],
      ['Python: "Juegos" / nivel 2', 'José Ñandú', 'kodea-python-juegos-nivel-2-jose-nandu.ics'],
      ['機器人', '', 'kodea-clases.ics'],
    ];
    for (const [courseName, studentName, filename] of cases) {
      const file = calendarFile(course({ courseName, studentName }), BEFORE_START);
      expect(file?.filename).toBe(filename);
      expect(file?.filename).toMatch(/^[a-z0-9-]+\.ics$/);
    }
  });
});
