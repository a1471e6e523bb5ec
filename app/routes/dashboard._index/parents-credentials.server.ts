// A child's login reaches the page only after the parent asked, for a few minutes: before that
// it is in neither the HTML nor the hydration data, nor any cached copy.
import type { ParentsDashboardPage } from '@server/parents/dashboard-view';
import type { KodeaSession } from '@server/session.server';

export const CREDENTIALS_REVEAL_MS = 5 * 60_000;

export type ChildLogin = { email: string; password: string } | null;

export function revealedLogin(
  view: ParentsDashboardPage,
  session: KodeaSession,
  now = Date.now(),
): ChildLogin {
  const revealed = session.get('credentialsRevealed');
  const child = view.selectedChild;
  if (!child || !revealed || revealed.childId !== child.id || revealed.until < now) return null;
  return child.credentials;
}

export function withoutLogin(view: ParentsDashboardPage): Omit<ParentsDashboardPage, 'selectedChild'> & {
  selectedChild: Omit<NonNullable<ParentsDashboardPage['selectedChild']>, 'credentials'> | null;
} {
  if (!view.selectedChild) return { ...view, selectedChild: null };
  const { credentials: _hidden, ...child } = view.selectedChild;
  return { ...view, selectedChild: child };
}
