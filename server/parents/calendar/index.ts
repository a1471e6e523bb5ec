/** Calendar export for the parents' zone (spec §9); pure, `now` comes in. */
export { calendarFile } from './ics-file';
export { calendarLinks, NEXT_CLASS_ONLY, type CalendarLink, type CalendarLinks } from './links';
export { upcomingClasses } from './class-schedule';
export { calendarInput } from './from-enrolment';
export type { CalendarInput, ClassTime, IcsFile } from './types';
