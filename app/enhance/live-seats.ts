// Seats kept true on a page that does not hydrate (issue 77): every 30 s while the tab is visible
// (at once on coming back if a refresh is due), the schedules' seat states from /api/trpc — the
// procedure the loader used for the first render — are written into the server's markup: a
// schedule that fills says 'Sin cupos' and cannot be chosen; a program with nothing left shows its
// waitlist offer. A failed refresh leaves the page as it was.
import { WAITLIST_TEXT } from '@kernel/texts/waitlist';
import type { SeatState, SeatStates } from '@kernel/seats';
import { everyVisible, procedureUrl, readProcedure } from './live-query';

export const LIVE_SEATS_SELECTOR = '[data-live-seats]';

/** How often a visible page asks for seats. */
export const SEATS_REFRESH_MS = 30_000;

/** What a schedule says of its seats, on the server's render and on each refresh. */
export const SEAT_BADGE: Record<SeatState, string> = {
  open: '',
  last: WAITLIST_TEXT.lastSeats,
  none: WAITLIST_TEXT.full,
};
export const PAY_LABEL = 'Ir a Pagar';

function isSeatStates(value: unknown): value is SeatStates {
  if (typeof value !== 'object' || value === null) return false;
  const { full, groups } = value as Partial<SeatStates>;
  return typeof full === 'boolean' && Array.isArray(groups);
}

/** Writes the states into the markup ScheduleChoice rendered. */
export function applySeatStates(root: HTMLElement, states: SeatStates) {
  for (const group of states.groups) {
    const option = root.querySelector<HTMLElement>(`[data-seat-group="${CSS.escape(group.id)}"]`);
    if (!option) continue;
    const badge = option.querySelector<HTMLElement>('[data-seat-badge]');
    if (badge) badge.textContent = SEAT_BADGE[group.seats] ?? '';
    const radio = option.querySelector<HTMLInputElement>('input[type="radio"]');
    if (!radio) continue;
    radio.disabled = group.seats === 'none';
    if (radio.disabled && radio.checked) {
      radio.checked = false;
      root.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)')?.click();
    }
  }
  const fullBlock = root.querySelector<HTMLElement>('[data-seats-full]');
  if (fullBlock) fullBlock.hidden = !states.full;
  const fallback = root.querySelector<HTMLInputElement>('[data-seats-fallback]');
  if (fallback) fallback.disabled = !states.full;
  const submit = root.closest('form')?.querySelector<HTMLButtonElement>('[data-seats-submit]');
  if (submit) submit.textContent = states.full ? WAITLIST_TEXT.join : PAY_LABEL;
}

/** Returns the undo. The first render is the loader's: nothing is asked before 30 s. */
export function keepSeatsLive(root: HTMLElement): () => void {
  const { liveSeats: procedure, input } = root.dataset;
  if (!procedure || !input) return () => {};
  const url = procedureUrl(procedure, JSON.parse(input));
  return everyVisible(SEATS_REFRESH_MS, async () => {
    const states = await readProcedure(url);
    if (isSeatStates(states)) applySeatStates(root, states);
  });
}
