// A course's seats on its own page (issue 76 point 2): each group says 'Últimos cupos' or 'Sin
// cupos', and a course with nothing left says so and offers the waitlist where /pagar keeps it
// (decision 093). The page is public and cached: the seats may be a micro-cache old; /pagar reads
// them afresh before anything is paid.
import { WAITLIST_TEXT } from '@kernel/texts/waitlist';
import type { SeatState, SeatStates } from '@kernel/seats';

const BADGE: Record<SeatState, string> = {
  open: '',
  last: WAITLIST_TEXT.lastSeats,
  none: WAITLIST_TEXT.full,
};

/** A group's state; 'open' when the API did not say (the purchase still refuses a full group). */
export const seatStateIn = (seats: SeatStates | null, groupId: string): SeatState =>
  seats?.groups.find((group) => group.id === groupId)?.seats ?? 'open';

export function GroupSeatBadge({ state }: { state: SeatState }) {
  return state === 'open' ? null : (
    <span className="seat-badge" data-testid="seat-badge">
      {BADGE[state]}
    </span>
  );
}

export function CourseFull({ waitlistUrl }: { waitlistUrl: string }) {
  return (
    <section className="course-full" data-testid="course-full" aria-labelledby="course-full-title">
      <p className="waitlist__full" id="course-full-title">
        {WAITLIST_TEXT.full}
      </p>
      <p>{WAITLIST_TEXT.courseFullLead}</p>
      <a className="button button--block" href={waitlistUrl}>
        {WAITLIST_TEXT.join}
      </a>
    </section>
  );
}
