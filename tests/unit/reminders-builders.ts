/** Subscriptions for the reminder tests: a Monday/Wednesday 16:00 Lima course from 2027-01-11, 8 classes. */
import type { CourseEnrolment, CourseStatus, GroupSlot } from '../../server/upstream/schemas/parents';
import type { ReminderSubscription } from '../../server/upstream/schemas/reminders';

const slot = (day_name: string, time_start = '16:00', time_end = '17:30'): GroupSlot => ({
  day_name,
  time_start,
  time_end,
});

export function enrolment(
  id: number,
  overrides: { status?: CourseStatus; slots?: GroupSlot[]; start?: string | null; sessions?: number } = {},
): CourseEnrolment {
  const slots = overrides.slots ?? [slot('Lunes'), slot('Miércoles')];
  return {
    id,
    status: overrides.status ?? 'in_progress',
    state: null,
    progress: 0,
    zoom_url: 'https://zoom.us/j/123',
    virtual_room_url: null,
    teacher: null,
    invoice: 1,
    student: { id: 7, full_name: 'Sofía Quispe' },
    course: {
      id: 1,
      name: 'Robótica con Arduino',
      description: null,
      order_in_learning_path: null,
      duration: 1,
      number_of_sessions: overrides.sessions ?? 8,
      thumbnail: null,
      project_summary: null,
      instructive: null,
      curriculum: null,
    },
    group: {
      start_date: overrides.start === undefined ? '2027-01-11' : overrides.start,
      end_date: null,
      frequency: slots,
      frequency_numeric: slots.length,
    },
    certificate: null,
  };
}

export function subscription(
  enrolments: CourseEnrolment[],
  countryCode: string | null = 'PE',
  childId = 7,
  makeUps: ReminderSubscription['make_ups'] = [],
): ReminderSubscription {
  return {
    child: { id: childId, first_name: 'Sofía' },
    country_code: countryCode,
    enrolments,
    make_ups: makeUps,
  };
}

/** The first class: Monday 2027-01-11 16:00 Lima = 21:00 UTC. */
export const FIRST_CLASS = new Date('2027-01-11T21:00:00Z');
export const minutesBefore = (instant: Date, minutes: number) =>
  new Date(instant.getTime() - minutes * 60_000);
