/**
 * 'Agregar al calendario' links (spec §9): Google carries one weekly rule over every class day
 * (BYDAY, COUNT = the remaining classes); Outlook and Yahoo carry the next class only, and say so.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  calendarFile,
  calendarInput,
  calendarLinks,
  type CalendarInput,
} from '../../server/parents/calendar';
import type { CourseEnrolment } from '../../server/upstream/schemas/parents';
import { BEFORE_START, course, slot } from './calendar-builders';

const HALF_WAY = new Date('2027-01-21T12:00:00Z'); // next class: Monday 25 January, 16:00 Lima

function linksFor(input: CalendarInput, now: Date) {
  const links = calendarLinks(input, now);
  if (!links) throw new Error('expected calendar links');
  return links;
}

function query(url: string) {
  return new URL(url).searchParams;
}

/** The .ics's first VEVENT, as a calendar app reads it. */
function firstSeries(input: CalendarInput, now: Date) {
  const body = calendarFile(input, now)?.body ?? '';
  const [component] = new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent');
  const event = new ICAL.Event(component);
  return {
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    rrule: component.getFirstProperty('rrule')?.toICALString(),
  };
}

describe('Google', () => {
  it('a template link from the next class, in Lima wall-clock time with its zone', () => {
    const input = course();
    const url = linksFor(input, HALF_WAY).google.url;
    expect(url.startsWith('https://calendar.google.com/calendar/render?action=TEMPLATE&')).toBe(true);

    const params = query(url);
    const series = firstSeries(input, HALF_WAY);
    // Monday 25 January, 16:00–17:30 Lima = 21:00–22:30 UTC, the .ics's own first class.
    expect(params.get('dates')).toBe('20270125T160000/20270125T173000');
    expect(series.start.toISOString()).toBe('2027-01-25T21:00:00.000Z');
    expect(series.end.toISOString()).toBe('2027-01-25T22:30:00.000Z');
    expect(params.get('ctz')).toBe('America/Lima');
    expect(params.get('text')).toBe('Robótica con Arduino - Sofía - Kodea');
    expect(params.get('details')).toBe('Clase en vivo de Kodea. Enlace de la clase: https://zoom.us/j/123');
  });

  it.each([
    [['Sábado'], 'SA'],
    [['Lunes', 'Miércoles'], 'MO,WE'],
    [['Miércoles', 'Lunes', 'Viernes'], 'MO,WE,FR'],
    [['Jueves', 'Lunes', 'Martes', 'Miércoles'], 'MO,TU,WE,TH'],
    [['Domingo', 'Sábado'], 'SA,SU'],
  ])('every class day of %j in one rule (BYDAY=%s), COUNT = every remaining class', (days, byday) => {
    const input = course({ slots: days.map((day) => slot(day)), numberOfSessions: 16 });
    const links = linksFor(input, BEFORE_START);
    expect(links.remainingClasses).toBe(16);
    expect(query(links.google.url).get('recur')).toBe(`RRULE:FREQ=WEEKLY;BYDAY=${byday};COUNT=16`);
    expect(links.google).toMatchObject({ wholeSeries: true, note: null });
  });

  it('half way through a four-day course, COUNT is what remains and DTSTART the next class', () => {
    const input = course({
      slots: ['Lunes', 'Martes', 'Miércoles', 'Jueves'].map((day) => slot(day)),
      numberOfSessions: 16,
    });
    // Classes from Monday 11 January; by Thursday 21 January noon, 7 are past (the 21st's is at 16:00).
    const links = linksFor(input, HALF_WAY);
    expect(links.remainingClasses).toBe(9);
    const params = query(links.google.url);
    expect(params.get('recur')).toBe('RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH;COUNT=9');
    expect(params.get('dates')).toBe('20270121T160000/20270121T173000');
  });

  it('its occurrences are exactly the .ics classes (expanded by a real RRULE parser)', () => {
    const input = course({
      slots: ['Lunes', 'Martes', 'Miércoles', 'Jueves'].map((day) => slot(day, '19:30', '21:00')),
      numberOfSessions: 12,
    });
    const params = query(linksFor(input, BEFORE_START).google.url);
    // Tuesday 19:30 Lima is Wednesday 00:30 UTC: BYDAY is read in Lima (ctz), on Lima's days.
    const [start] = (params.get('dates') ?? '').split('/');
    const ics = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      `DTSTART;TZID=America/Lima:${start}`,
      params.get('recur') ?? '',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const [component] = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
    const event = new ICAL.Event(component);
    const iterator = event.iterator();
    const dates: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) dates.push(next.toString().slice(0, 16));
    expect(dates).toHaveLength(12);
    expect(dates.slice(0, 5)).toEqual([
      '2027-01-11T19:30',
      '2027-01-12T19:30',
      '2027-01-13T19:30',
      '2027-01-14T19:30',
      '2027-01-18T19:30',
    ]);
    expect(dates[11]).toBe('2027-01-28T19:30');
  });

  it('class days at different hours cannot share one rule: the next class day only, and it says so', () => {
    const input = course({ slots: [slot('Lunes', '16:00', '17:30'), slot('Sábado', '10:00', '11:30')] });
    const { google } = linksFor(input, BEFORE_START);
    expect(query(google.url).get('recur')).toBe('RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=4');
    expect(google).toMatchObject({ wholeSeries: false, note: 'agrega solo las clases de los lunes' });
  });
});

describe('Outlook and Yahoo: the next class only', () => {
  it('Outlook: the next class start and end in UTC, flagged', () => {
    const { outlook } = linksFor(course(), HALF_WAY);
    expect(outlook.url.startsWith('https://outlook.live.com/calendar/0/deeplink/compose?')).toBe(true);
    const params = query(outlook.url);
    expect(params.get('path')).toBe('/calendar/action/compose');
    expect(params.get('rru')).toBe('addevent');
    expect(params.get('startdt')).toBe('2027-01-25T21:00:00Z');
    expect(params.get('enddt')).toBe('2027-01-25T22:30:00Z');
    expect(params.get('subject')).toBe('Robótica con Arduino - Sofía - Kodea');
    expect(params.get('body')).toContain('https://zoom.us/j/123');
    expect(outlook).toMatchObject({ wholeSeries: false, note: 'agrega solo la próxima clase' });
  });

  it('Yahoo: the next class start and end in UTC, flagged', () => {
    const { yahoo } = linksFor(course(), HALF_WAY);
    expect(yahoo.url.startsWith('https://calendar.yahoo.com/?v=60&')).toBe(true);
    const params = query(yahoo.url);
    expect(params.get('st')).toBe('20270125T210000Z');
    expect(params.get('et')).toBe('20270125T223000Z');
    expect(params.get('title')).toBe('Robótica con Arduino - Sofía - Kodea');
    expect(params.get('desc')).toContain('Clase en vivo de Kodea');
    expect(yahoo).toMatchObject({ wholeSeries: false, note: 'agrega solo la próxima clase' });
  });

  it('when only one class remains, the next class is the whole series', () => {
    const lastWeek = new Date('2027-02-02T12:00:00Z');
    const links = linksFor(course(), lastWeek);
    expect(links.remainingClasses).toBe(1);
    expect(links.outlook).toMatchObject({ wholeSeries: true, note: null });
    expect(links.yahoo).toMatchObject({ wholeSeries: true, note: null });
  });
});

describe('calendarLinks', () => {
  it('gives the remaining count, the next class and the .ics file name', () => {
    const links = linksFor(course(), HALF_WAY);
    expect(links.remainingClasses).toBe(4);
    expect(links.nextClass.start.toISOString()).toBe('2027-01-25T21:00:00.000Z');
    expect(links.nextClass.end.toISOString()).toBe('2027-01-25T22:30:00.000Z');
    expect(links.ics).toEqual({ filename: 'kodea-robotica-con-arduino-sofia.ics', wholeSeries: true });
  });

  it('reads its input from an upstream enrolment', () => {
    const enrolment: CourseEnrolment = {
      id: 7,
      status: 'in_progress',
      state: null,
      progress: 40,
      zoom_url: null,
      virtual_room_url: null,
      teacher: null,
      invoice: 1,
      student: { id: 3, full_name: 'Sofía' },
      course: {
        id: 9,
        name: 'Robótica con Arduino',
        description: null,
        order_in_learning_path: null,
        duration: 2,
        number_of_sessions: 8,
        thumbnail: null,
        project_summary: null,
        instructive: null,
        curriculum: null,
      },
      group: { start_date: '2027-01-11', end_date: null, frequency: [slot('Lunes')], frequency_numeric: 1 },
      certificate: null,
    };
    const input = calendarInput(enrolment);
    expect(input).toMatchObject({ enrolmentId: 7, courseName: 'Robótica con Arduino', studentName: 'Sofía' });
    expect(linksFor(input, BEFORE_START).remainingClasses).toBe(8);
  });
});
