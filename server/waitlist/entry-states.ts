/**
 * The parents' zone's waitlist part, live (issue 77): the entries whose state can still change
 * without the family doing anything — a place that moves up when a family ahead leaves or gets a
 * freed seat, a held seat that runs out — and only the words the card shows of each. The loader
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

/** One child's changing entries; every child's without `childId`. */
export function waitlistStates(
  entries: readonly WaitlistEntryView[],
  childId?: number,
): WaitlistEntryState[] {
  return entries
    .filter((entry) => canChange(entry) && (childId === undefined || entry.childId === childId))
    .map((entry) => ({ id: entry.id, childId: entry.childId, statusText: entry.statusText }));
}
