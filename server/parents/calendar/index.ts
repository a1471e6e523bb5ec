/**
 * Calendar export for the parents' zone (spec §9): 'Agregar al calendario' for each course with a
 * schedule. Pure: `now` comes in; the only effect is a one-line log warning on unreadable data.
 */
export { calendarFile } from './ics-file';
export { calendarLinks, NEXT_CLASS_ONLY, type CalendarLink, type CalendarLinks } from './links';
export { upcomingClasses } from './class-schedule';
export { calendarInput } from './from-enrolment';
export type { CalendarInput, ClassTime, IcsFile } from './types';
