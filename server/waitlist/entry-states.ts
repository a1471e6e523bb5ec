/**
 * A family's waitlist places, live (issue 77): the entries whose state can still change
 * without the family doing anything — a place that moves up when a family ahead leaves or gets a
 * freed seat, a held seat that runs out — and only the words the page shows of each: the parents'
 * zone's card (one child's), /pagar's and /enrollment's list (one course's or program's). The loader
 * seeds the page with it and `waitlist.states` answers it afresh: one function, one source; when
 * the answer differs from the page's, the page is rendered again.
 */
import type { WaitlistEntryView } from './entry-view';

export interface WaitlistEntryState {
  id: number;
  childId: number;
  statusText: string;
}

/** Waiting or held: what the API may still change. Expired and bought entries stay as they are. */
const canChange = (entry: WaitlistEntryView) => entry.state === 'waiting' || entry.state === 'held';

/** Which entries: one child's, one program's or one course's; every one the family has without. */
export interface WaitlistStatesOf {
  childId?: number;
  programId?: string;
  course?: string;
}

const isOf = (entry: WaitlistEntryView, of: WaitlistStatesOf) =>
  (of.childId === undefined || entry.childId === of.childId) &&
  (of.programId === undefined || entry.programId === of.programId) &&
  (of.course === undefined || entry.course === of.course);

/** The changing entries among `entries` that are `of` what the page shows. */
export function waitlistStates(
  entries: readonly WaitlistEntryView[],
  of: WaitlistStatesOf = {},
): WaitlistEntryState[] {
  return entries
    .filter((entry) => canChange(entry) && isOf(entry, of))
    .map((entry) => ({ id: entry.id, childId: entry.childId, statusText: entry.statusText }));
}

/** A page's live places: what to ask waitlist.states for, its answer now, and the page to reload. */
export interface LivePlaces {
  of: WaitlistStatesOf;
  states: WaitlistEntryState[];
  refreshHref: string;
}
