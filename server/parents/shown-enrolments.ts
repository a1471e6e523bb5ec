/**
 * The enrolments whose cards the parents' dashboard shows (the selected step of each current
 * path, and the courses tab's cards): only those get calendar links, so the page neither
 * computes nor sends links for cards it does not render (issue 18, decision 040).
 */
import type { ParentsDashboardPage } from './dashboard-view';

export function shownEnrolmentIds(view: Pick<ParentsDashboardPage, 'paths' | 'courses'>): Set<number> {
  const ids = new Set<number>();
  for (const path of view.paths?.current ?? [])
    if (path.selected.kind === 'course') ids.add(path.selected.card.enrolmentId);
  for (const card of [...(view.courses?.current ?? []), ...(view.courses?.past?.courses ?? [])])
    ids.add(card.enrolmentId);
  return ids;
}
