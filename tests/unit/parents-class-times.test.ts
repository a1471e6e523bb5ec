import { describe, expect, it } from 'vitest';
import { isoDayInZone, longDateInZone, scheduleView } from '../../server/parents/class-times';

const BEFORE_START = new Date('2027-01-05T17:00:00Z');
const MON_WED_4PM = {
  start_date: '2027-01-11',
  frequency: [
    { day_name: 'Lunes', time_start: '16:00', time_end: '17:30' },
    { day_name: 'Miércoles', time_start: '16:00', time_end: '17:30' },
  ],
};

describe('scheduleView (Lima hours in the parent zone, one format)', () => {
  it('Lima: as the API wrote them, in h:mm A', () => {
    expect(scheduleView(MON_WED_4PM, 'America/Lima', BEFORE_START)).toEqual({
      lines: [
        {
          days: 'Lunes y Miércoles',
          hours: '4:00 PM a 5:30 PM',
          text: 'Lunes y Miércoles de 4:00 PM a 5:30 PM',
        },
      ],
      zoneLabel: 'hora de Perú',
    });
  });

  it('Mexico City: one hour earlier, same days', () => {
    expect(scheduleView(MON_WED_4PM, 'America/Mexico_City', BEFORE_START)).toEqual({
      lines: [
        {
          days: 'Lunes y Miércoles',
          hours: '3:00 PM a 4:30 PM',
          text: 'Lunes y Miércoles de 3:00 PM a 4:30 PM',
        },
      ],
      zoneLabel: 'hora de Ciudad de México',
    });
  });

  it('Madrid: a late Lima class moves to the next day there', () => {
    const late = {
      start_date: '2027-01-11',
      frequency: [
        { day_name: 'Lunes', time_start: '20:00', time_end: '21:30' },
        { day_name: 'Miercoles', time_start: '20:00', time_end: '21:30' },
      ],
    };
    expect(scheduleView(late, 'Europe/Madrid', BEFORE_START)).toEqual({
      lines: [
        { days: 'Martes y Jueves', hours: '2:00 AM a 3:30 AM', text: 'Martes y Jueves de 2:00 AM a 3:30 AM' },
      ],
      zoneLabel: 'hora de Europa central',
    });
  });

  it('Tokyo: a Sunday evening class is Monday there, and days stay in week order', () => {
    const group = {
      start_date: '2027-01-11',
      frequency: [
        { day_name: 'Viernes', time_start: '19:00', time_end: '20:30' },
        { day_name: 'Domingo', time_start: '19:00', time_end: '20:30' },
      ],
    };
    expect(scheduleView(group, 'Asia/Tokyo', BEFORE_START)?.lines).toEqual([
      { days: 'Lunes y Sábado', hours: '9:00 AM a 10:30 AM', text: 'Lunes y Sábado de 9:00 AM a 10:30 AM' },
    ]);
  });

  it('one line per distinct hour range', () => {
    const group = {
      start_date: null,
      frequency: [
        { day_name: 'Martes', time_start: '10:00', time_end: '11:30' },
        { day_name: 'Sábado', time_start: '09:00', time_end: '10:30' },
      ],
    };
    expect(scheduleView(group, 'America/Lima', BEFORE_START)?.lines.map((line) => line.text)).toEqual([
      'Martes de 10:00 AM a 11:30 AM',
      'Sábado de 9:00 AM a 10:30 AM',
    ]);
  });

  it('uses the offset of the class dates: New York in summer is Lima time, in winter one hour later', () => {
    const group = {
      start_date: '2027-01-11',
      frequency: [{ day_name: 'Lunes', time_start: '16:00', time_end: '17:30' }],
    };
    expect(scheduleView(group, 'America/New_York', BEFORE_START)?.lines[0].hours).toBe('4:00 PM a 5:30 PM');
    const july = new Date('2027-07-01T12:00:00Z');
    expect(scheduleView(group, 'America/New_York', july)?.lines[0].hours).toBe('5:00 PM a 6:30 PM');
  });

  it('a day name the API should not send is shown as sent', () => {
    const group = {
      start_date: '2027-01-11',
      frequency: [{ day_name: 'Feriado', time_start: '16:00', time_end: '17:00' }],
    };
    expect(scheduleView(group, 'America/Lima', BEFORE_START)?.lines[0].days).toBe('Feriado');
  });

  it('no group or no slots → null', () => {
    expect(scheduleView(null, 'America/Lima', BEFORE_START)).toBeNull();
    expect(scheduleView({ start_date: null, frequency: [] }, 'America/Lima', BEFORE_START)).toBeNull();
  });
});

describe('longDateInZone', () => {
  it('a date-only value is shown as written', () => {
    expect(longDateInZone('2027-01-11', 'Asia/Tokyo')).toBe('11 de enero de 2027');
  });

  it('a timestamp is shown on its day in the parent zone', () => {
    expect(longDateInZone('2027-01-11T03:00:00Z', 'America/Lima')).toBe('10 de enero de 2027');
    expect(longDateInZone('2027-01-11T03:00:00Z', 'Europe/Madrid')).toBe('11 de enero de 2027');
  });

  it('isoDayInZone gives the calendar day in a zone', () => {
    expect(isoDayInZone(new Date('2027-01-11T03:00:00Z'), 'America/Lima')).toBe('2027-01-10');
  });
});
