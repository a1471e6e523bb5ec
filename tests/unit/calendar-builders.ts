/** Calendar inputs for the calendar export tests: a Monday/Wednesday 16:00 Lima course by default. */
import type { CalendarInput } from '../../server/parents/calendar';
import type { GroupSlot } from '../../server/upstream/schemas/parents';

export const slot = (day_name: string, time_start = '16:00', time_end = '17:30'): GroupSlot => ({
  day_name,
  time_start,
  time_end,
});

export function course(
  overrides: Partial<CalendarInput> & {
    slots?: GroupSlot[];
    start?: string | null;
    end?: string | null;
  } = {},
): CalendarInput {
  const { slots = [slot('Lunes'), slot('Miércoles')], start = '2027-01-11', end = null, ...rest } = overrides;
  return {
    enrolmentId: 42,
    courseName: 'Robótica con Arduino',
    studentName: 'Sofía',
    numberOfSessions: 8,
    group: { start_date: start, end_date: end, frequency: slots, frequency_numeric: slots.length },
    zoomUrl: 'https://zoom.us/j/123',
    ...rest,
  };
}

/** Ten days before the default course starts: every class remains. */
export const BEFORE_START = new Date('2027-01-01T00:00:00Z');
