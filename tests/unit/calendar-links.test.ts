/**
 * 'Agregar al calendario' links (spec §9): Google carries one weekly rule, the same as the .ics's
 * first series; Outlook and Yahoo carry the next class only, and say so.
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
  it('a template link whose dates and recur are the .ics first series', () => {
    const input = course();
    const url = linksFor(input, HALF_WAY).google.url;
    expect(url.startsWith('https://calendar.google.com/calendar/render?action=TEMPLATE&')).toBe(true);

    const params = query(url);
    const series = firstSeries(input, HALF_WAY);
    expect(params.get('recur')).toBe(series.rrule);
    expect(params.get('recur')).toBe('RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=2');
    expect(params.get('dates')).toBe('20270125T210000Z/20270125T223000Z');
    expect(series.start.toISOString()).toBe('2027-01-25T21:00:00.000Z');
    expect(series.end.toISOString()).toBe('2027-01-25T22:30:00.000Z');
    expect(params.get('text')).toBe('Robótica con Arduino - Sofía - Kodea');
    expect(params.get('details')).toBe('Clase en vivo de Kodea. Enlace de la clase: https://zoom.us/j/123');
    expect(params.get('ctz')).toBe('America/Lima');
  });

  it('with several class days it says it covers one day only', () => {
    const { google } = linksFor(course(), BEFORE_START);
    expect(google.wholeSeries).toBe(false);
    expect(google.note).toBe('solo las clases de los lunes');
  });

  it('with one class day it covers every remaining class', () => {
    const { google, remainingClasses } = linksFor(course({ slots: [slot('Sábado')] }), BEFORE_START);
    expect(google.wholeSeries).toBe(true);
    expect(google.note).toBeNull();
    expect(query(google.url).get('recur')).toBe(`RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=${remainingClasses}`);
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
    expect(outlook).toMatchObject({ wholeSeries: false, note: 'solo la próxima clase' });
  });

  it('Yahoo: the next class start and end in UTC, flagged', () => {
    const { yahoo } = linksFor(course(), HALF_WAY);
    expect(yahoo.url.startsWith('https://calendar.yahoo.com/?v=60&')).toBe(true);
    const params = query(yahoo.url);
    expect(params.get('st')).toBe('20270125T210000Z');
    expect(params.get('et')).toBe('20270125T223000Z');
    expect(params.get('title')).toBe('Robótica con Arduino - Sofía - Kodea');
    expect(params.get('desc')).toContain('Clase en vivo de Kodea');
    expect(yahoo).toMatchObject({ wholeSeries: false, note: 'solo la próxima clase' });
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
