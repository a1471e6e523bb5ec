/** A waitlist entry as the parent reads it (decisions 092, 093): its state in words, dates in their zone. */
import { formatWeekdayDateTimeInZone } from '@kernel/dates';
import { WAITLIST_TEXT } from '@kernel/texts/waitlist';
import type { WaitlistEntry } from '../upstream/schemas/waitlist';

export interface WaitlistEntryView {
  id: number;
  /** Null on a course's list. */
  programId: string | null;
  /** Null on a program's list. */
  course: string | null;
  /** The program's or the course's name. */
  name: string;
  childId: number;
  childName: string;
  state: WaitlistEntry['state'];
  /** 'En espera: puesto 2', 'Cupo reservado hasta …', 'Vencido'. */
  statusText: string;
  /** On the purchase page: 'Estás en el puesto 2 de la lista de espera'. */
  positionText: string | null;
  /** Held: the purchase page for the held seat and this child. */
  payHref: string | null;
}

function payHref(entry: WaitlistEntry): string | null {
  if (entry.state !== 'held') return null;
  if (entry.course)
    return `/pagar?${new URLSearchParams({
      curso: entry.course.slug,
      hijo: String(entry.child.id),
    }).toString()}`;
  if (!entry.group_id || !entry.program_id) return null;
  const search = new URLSearchParams({
    edad: entry.age_range,
    programa: entry.program_id,
    horario: entry.group_id,
    hijo: String(entry.child.id),
  });
  return `/enrollment?${search.toString()}`;
}

export function waitlistEntryView(entry: WaitlistEntry, timeZone: string): WaitlistEntryView {
  return {
    id: entry.id,
    programId: entry.program_id,
    course: entry.course?.slug ?? null,
    name: entry.course?.name ?? entry.program_name ?? '',
    childId: entry.child.id,
    childName: entry.child.first_name,
    state: entry.state,
    statusText: statusText(entry, timeZone),
    positionText: entry.position === null ? null : WAITLIST_TEXT.position(entry.position),
    payHref: payHref(entry),
  };
}

function statusText(entry: WaitlistEntry, timeZone: string): string {
  if (entry.state === 'held' && entry.held_until)
    return WAITLIST_TEXT.heldUntil(formatWeekdayDateTimeInZone(entry.held_until, timeZone));
  if (entry.state === 'expired') return WAITLIST_TEXT.expired;
  if (entry.state === 'bought') return WAITLIST_TEXT.bought;
  return WAITLIST_TEXT.waiting(entry.position ?? 1);
}
