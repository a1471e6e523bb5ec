/**
 * Each class afterwards, as a course card shows it (issue 56): date and time in the user's zone,
 * attendance, the teacher's note, the homework link and the recording until the upstream's
 * retention ends. Pure: the parents' zone and the student dashboard both build it here.
 */
import { formatWeekdayDateTimeInZone } from '@kernel/dates';
import { CLASS_HISTORY_TEXT } from '@kernel/texts/class-history';
import { MAKE_UP_TEXT } from '@kernel/texts/make-ups';
import type { Attendance, ClassSession, ClassSessionPage } from '../upstream/schemas/class-sessions';
import { makeUpHref, makeUpStatusText } from '../make-ups/page-view';
import { longDateInZone } from './class-times';

export type RecordingView =
  | { kind: 'available'; label: string; href: string; until: string | null }
  | { kind: 'expired'; label: string };

export interface ClassRowView {
  id: number;
  when: string;
  attendance: Attendance;
  attendanceLabel: string;
  note: string | null;
  homework: { label: string; href: string } | null;
  recording: RecordingView | null;
  /** Decision 091: the make-up's status, or the link to ask for one while it may be asked. */
  makeUp:
    | {
        kind: 'status';
        status: string;
        text: string;
        /** While the academy has not answered (issue 77): this history again, to see the answer. */
        refresh: string | null;
      }
    | { kind: 'ask'; label: string; href: string }
    | null;
}

export interface ClassHistoryView {
  anchor: string;
  /** Open when the page was asked for it ('Ver clases anteriores'), so it shows without JavaScript. */
  open: boolean;
  summary: string;
  rows: ClassRowView[];
  older: { label: string; href: string } | null;
  newer: { label: string; href: string } | null;
}

/** When the section failed, every card says so. */
export type ClassHistories = { byEnrolment: Record<number, ClassHistoryView> } | { unavailable: string };

/** `?clases={enrolmentId}&pagina={n}`: which history to open, and which of its pages. */
export interface ClassesRequest {
  enrolmentId: number;
  page: number;
}

const WHOLE = /^[1-9]\d{0,8}$/;

/** Malformed values are ignored: the page shows the latest classes. */
export function parseClassesRequest(params: URLSearchParams): ClassesRequest | null {
  const enrolment = params.get('clases');
  if (enrolment === null || !WHOLE.test(enrolment)) return null;
  const page = params.get('pagina');
  return { enrolmentId: Number(enrolment), page: page !== null && WHOLE.test(page) ? Number(page) : 1 };
}

/** The page's address without the history's paging: what every 'Ver clases…' link builds on. */
export function withoutClassesRequest(requestUrl: string): string {
  const url = new URL(requestUrl);
  url.searchParams.delete('clases');
  url.searchParams.delete('pagina');
  return `${url.pathname}${url.search}`;
}

/** Appends the history's page to a dashboard address, and brings the course's history into view. */
export function classesHref(base: string, enrolmentId: number, page: number): string {
  const url = new URL(base, 'http://x');
  url.searchParams.set('clases', String(enrolmentId));
  url.searchParams.set('pagina', String(page));
  return `${url.pathname}${url.search}#${classHistoryAnchor(enrolmentId)}`;
}

export const classHistoryAnchor = (enrolmentId: number) => `clases-${enrolmentId}`;

function recordingView(session: ClassSession, timeZone: string, now: Date): RecordingView | null {
  const expiresAt = session.recording_expires_at;
  const live = expiresAt === null || Date.parse(expiresAt) > now.getTime();
  if (session.recording_url && live)
    return {
      kind: 'available',
      label: CLASS_HISTORY_TEXT.recording,
      href: session.recording_url,
      until: expiresAt ? CLASS_HISTORY_TEXT.recordingUntil(longDateInZone(expiresAt, timeZone)) : null,
    };
  return expiresAt === null ? null : { kind: 'expired', label: CLASS_HISTORY_TEXT.recordingGone };
}

function makeUpView(session: ClassSession, timeZone: string, here: string): ClassRowView['makeUp'] {
  if (session.make_up)
    return {
      kind: 'status',
      status: session.make_up.status,
      text: makeUpStatusText(session.make_up, timeZone),
      refresh: session.make_up.status === 'solicitada' ? here : null,
    };
  return session.can_make_up ? { kind: 'ask', label: MAKE_UP_TEXT.link, href: makeUpHref(session.id) } : null;
}

/** `here`: the address of the history's page this row is on. */
function rowView(session: ClassSession, timeZone: string, now: Date, here: string): ClassRowView {
  return {
    id: session.id,
    when: formatWeekdayDateTimeInZone(session.starts_at, timeZone),
    attendance: session.attendance,
    attendanceLabel: CLASS_HISTORY_TEXT.attendance[session.attendance],
    note: session.teacher_note?.trim() || null,
    homework: session.homework_url
      ? { label: CLASS_HISTORY_TEXT.homework, href: session.homework_url }
      : null,
    recording: recordingView(session, timeZone, now),
    makeUp: makeUpView(session, timeZone, here),
  };
}

export interface ClassHistoryInput {
  /** The latest page of each enrolment; null when the section failed. */
  latest: ClassSessionPage[] | null;
  /** The older page the address asked for, already fetched. */
  requested: ClassSessionPage | null;
  request: ClassesRequest | null;
  timeZone: string;
  now: Date;
  /** The page's own address, without `clases` and `pagina`. */
  baseHref: string;
}

/** One view per enrolment with classes; an enrolment without any has no history to show. */
export function classHistories(input: ClassHistoryInput): ClassHistories {
  if (input.latest === null) return { unavailable: CLASS_HISTORY_TEXT.unavailable };
  const byEnrolment: Record<number, ClassHistoryView> = {};
  for (const latest of input.latest) {
    const id = latest.enrollment_id;
    const page = input.requested?.enrollment_id === id ? input.requested : latest;
    if (page.count === 0) continue;
    const hasOlder = page.page * page.page_size < page.count;
    byEnrolment[id] = {
      anchor: classHistoryAnchor(id),
      open: input.request?.enrolmentId === id,
      summary: CLASS_HISTORY_TEXT.summary(page.count),
      // No fragment: a link that differs from the address only by one would not load the page again.
      rows: page.results.map((session) =>
        rowView(session, input.timeZone, input.now, classesHref(input.baseHref, id, page.page).split('#')[0]),
      ),
      older: hasOlder
        ? { label: CLASS_HISTORY_TEXT.older, href: classesHref(input.baseHref, id, page.page + 1) }
        : null,
      newer:
        page.page > 1
          ? { label: CLASS_HISTORY_TEXT.newer, href: classesHref(input.baseHref, id, page.page - 1) }
          : null,
    };
  }
  return { byEnrolment };
}
