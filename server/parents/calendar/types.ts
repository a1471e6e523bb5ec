/** The calendar export's inputs and outputs (spec §9 "Calendar export"; parents' zone). */
import type { EnrolmentGroup } from '../../upstream/schemas/parents';

/** What one course card needs to offer 'Agregar al calendario'. */
export interface CalendarInput {
  /** Course enrolment id: makes the series' UIDs stable, so a re-import updates instead of duplicating. */
  enrolmentId: number;
  courseName: string;
  studentName: string;
  numberOfSessions: number;
  /** null when the course has no group yet: no calendar. */
  group: EnrolmentGroup | null;
  zoomUrl: string | null;
}

/** One class, as instants (Date is always UTC inside). */
export interface ClassTime {
  start: Date;
  end: Date;
}

/** The .ics download: the route serves `body` as `text/calendar; charset=utf-8`, attachment `filename`. */
export interface IcsFile {
  /** ASCII only, safe in a Content-Disposition header. */
  filename: string;
  body: string;
}
