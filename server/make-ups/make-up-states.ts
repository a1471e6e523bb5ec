/**
 * Make-up requests, live (issue 77): a request stays 'solicitada' until the academy confirms or
 * rejects it, which the family does not do. The parents' zone watches its child's pending ones
 * (`classSessions.makeUpStates`), the make-up page its class's request (`makeUps.state`, by
 * page-view.ts's `makeUpState`); each page is seeded by the same function over its loader's
 * answer, so the first render and the updates have one source, and a page with nothing pending
 * asks nothing.
 */
import type { ClassSessionPage } from '../upstream/schemas/class-sessions';
import { makeUpStatusText } from './page-view';

export interface PendingMakeUp {
  /** The missed class. */
  session: number;
  text: string;
}

/** Whether any class the history shows has a request still waiting for the academy's answer. */
export const hasPendingMakeUp = (pages: readonly ClassSessionPage[]): boolean =>
  pages.some((page) => page.results.some((session) => session.make_up?.status === 'solicitada'));

/** The requests still waiting for the academy's answer, in the classes the history shows. */
export function pendingMakeUps(pages: readonly ClassSessionPage[] | null, timeZone: string): PendingMakeUp[] {
  return (pages ?? []).flatMap((page) =>
    page.results.flatMap((session) =>
      session.make_up?.status === 'solicitada'
        ? [{ session: session.id, text: makeUpStatusText(session.make_up, timeZone) }]
        : [],
    ),
  );
}
