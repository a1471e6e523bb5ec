import type { EnrolmentGroup } from '../../upstream/schemas/parents';

export interface CalendarInput {
  /** Makes the series' UIDs stable, so a re-import updates instead of duplicating. */
  enrolmentId: number;
  courseName: string;
  studentName: string;
  numberOfSessions: number;
  group: EnrolmentGroup | null;
  zoomUrl: string | null;
}

export interface ClassTime {
  start: Date;
  end: Date;
}

export interface IcsFile {
  /** ASCII only, safe in a Content-Disposition header. */
  filename: string;
  body: string;
}
