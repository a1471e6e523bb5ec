// /vacaciones' schedules with their seats (issue 76 point 2, issue 77): each says 'Últimos cupos'
// or 'Sin cupos' where it is chosen, a full one cannot be chosen, and a program with nothing left
// says so and offers its waitlist instead of 'Ir a Pagar'. The page does not hydrate: the
// enhancement app/enhance/live-seats.ts refreshes the same markup every 30 s while it is visible.
import { WAITLIST_TEXT } from '@kernel/texts/waitlist';
import type { SeatState, SeatStates } from '@kernel/seats';
import { PAY_LABEL, SEAT_BADGE } from '~/enhance/live-seats';

interface Group {
  id: string;
  schedule: string;
  dates: string;
}

export function ScheduleChoice({
  programId,
  groups,
  seats,
  refreshHref,
}: {
  programId: string;
  groups: Group[];
  /** Null when the API did not answer: every schedule choosable, as the purchase still refuses a full one. */
  seats: SeatStates | null;
  refreshHref: string;
}) {
  const stateOf = (id: string): SeatState => seats?.groups.find((group) => group.id === id)?.seats ?? 'open';
  const firstOpen = groups.find((group) => stateOf(group.id) !== 'none')?.id;
  const full = seats?.full ?? false;
  return (
    <div
      data-live-seats={seats ? 'seats.program' : undefined}
      data-input={seats ? JSON.stringify({ programId }) : undefined}
    >
      {groups.map((group) => {
        const state = stateOf(group.id);
        return (
          <label key={group.id} className="schedule-option" data-seat-group={group.id}>
            <input
              type="radio"
              name="groupId"
              value={group.id}
              defaultChecked={group.id === firstOpen}
              disabled={state === 'none'}
            />
            <span>
              <strong>{group.schedule}</strong>
              <br />
              {group.dates}
              <span className="seat-badge" data-seat-badge data-testid="seat-badge">
                {SEAT_BADGE[state]}
              </span>
            </span>
          </label>
        );
      })}
      {/* A full program goes on to its waitlist (on /enrollment) with its first schedule named. */}
      <input type="hidden" name="groupId" value={groups[0]?.id ?? ''} disabled={!full} data-seats-fallback />
      <div className="waitlist__full" data-seats-full data-testid="program-full" hidden={!full}>
        <p>
          <strong>{WAITLIST_TEXT.full}</strong>
        </p>
        <p>{WAITLIST_TEXT.fullLead}</p>
      </div>
      {seats ? (
        <p className="muted schedules__refresh">
          <a href={refreshHref} data-seats-refresh>
            {WAITLIST_TEXT.refresh}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** The submit's words: the waitlist when nothing is left. */
export const submitLabel = (seats: SeatStates | null) => (seats?.full ? WAITLIST_TEXT.join : PAY_LABEL);
