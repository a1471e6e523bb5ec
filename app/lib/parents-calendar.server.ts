import { calendarFile, calendarInput, calendarLinks, type CalendarLink } from '@server/parents/calendar';
import type { ChildOverview, ParentsOverview } from '@server/trpc/routers/parents';
import type { CourseEnrolment } from '@server/upstream/schemas/parents';
import { wholeAnswer } from './whole-answer.server';

export interface CalendarLinkView {
  label: string;
  href: string;
  note: string | null;
  file: boolean;
  seriesHref: string | null;
}

export function icsHref(enrolmentId: number): string {
  return `/dashboard/calendario/${enrolmentId}.ics`;
}

function serviceLink(label: string, link: CalendarLink, ics: string): CalendarLinkView {
  return { label, href: link.url, note: link.note, file: false, seriesHref: link.wholeSeries ? null : ics };
}

export function enrolmentsOf(entry: ChildOverview): CourseEnrolment[] {
  return [...entry.learningPaths.flatMap((path) => path.courses), ...entry.courses];
}

/** A course without a readable schedule has no links; its problem is logged without personal data. */
export function calendarViews(
  entry: ChildOverview,
  now: Date,
  only?: ReadonlySet<number>,
): Record<number, CalendarLinkView[]> {
  const views: Record<number, CalendarLinkView[]> = {};
  for (const enrolment of enrolmentsOf(entry)) {
    if (only && !only.has(enrolment.id)) continue;
    // Ended courses have no class left: skip them rather than walk their dates.
    if (enrolment.status === 'has_ended') continue;
    const links = calendarLinks(calendarInput(enrolment), now);
    if (!links) continue;
    const ics = icsHref(enrolment.id);
    views[enrolment.id] = [
      // Apple stays the download, like iCal: a webcal: subscription would need an address that
      // works without the session cookie (docs/decisions/033).
      { label: 'Apple', href: ics, note: null, file: true, seriesHref: null },
      serviceLink('Google', links.google, ics),
      { label: 'iCal', href: ics, note: null, file: true, seriesHref: null },
      serviceLink('Yahoo', links.yahoo, ics),
      serviceLink('Outlook', links.outlook, ics),
    ];
  }
  return views;
}

export function findEnrolment(overview: ParentsOverview, enrolmentId: number): CourseEnrolment | null {
  for (const entry of overview.children) {
    const found = enrolmentsOf(entry).find((enrolment) => enrolment.id === enrolmentId);
    if (found) return found;
  }
  return null;
}

export function icsResponse(enrolment: CourseEnrolment, now: Date): Response | null {
  const file = calendarFile(calendarInput(enrolment), now);
  if (!file) return null;
  return wholeAnswer(file.body, {
    'Content-Type': 'text/calendar; charset=utf-8',
    // calendarFile's names are ASCII without quotes (event-text.ts), safe in the header as is.
    'Content-Disposition': `attachment; filename="${file.filename}"`,
    'Cache-Control': 'private, no-store',
  });
}
