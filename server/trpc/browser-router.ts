/**
 * What /api/trpc serves the browser: only what a JavaScript enhancement or a live part of a page
 * uses (issue 77, decision 110); the rest is caller-only. Each live query is the procedure the
 * page's loader or action also uses, so the first render and its updates have one source.
 */
import { router } from './init';
import { classSessionsRouter } from './routers/class-sessions';
import { invoicesRouter } from './routers/invoices';
import { makeUpsRouter } from './routers/make-ups';
import { contactRouter } from './routers/contact';
import { waitlistRouter } from './routers/waitlist';
import { walletRouter } from './routers/wallet';

export const browserRouter = router({
  contact: contactRouter,
  /** The QR page's wait for the wallet's approval (reading only). */
  wallet: router({ qrStatus: walletRouter.qrStatus }),
  /** Seats of /vacaciones' schedules and /pagar's groups, every 30 s while the page is visible. */
  seats: router({ program: waitlistRouter.programSeats, course: waitlistRouter.courseSeats }),
  /** An open pedido's state while a cash code waits to be paid at an agent. */
  pedido: router({ state: invoicesRouter.state }),
  /** Mis compras' rows waiting on the OSE or on a refund's nota de crédito, every 30 s while visible. */
  compras: router({ states: invoicesRouter.purchaseStates }),
  /** The parents' zone's waitlist places that can still move, every 60 s while visible. */
  waitlist: router({ states: waitlistRouter.states }),
  /**
   * Make-up requests the academy has not answered: a child's in the parents' zone, one class's on
   * its make-up page, every 60 s while visible.
   */
  makeUps: router({ states: classSessionsRouter.makeUpStates, state: makeUpsRouter.state }),
});

export type BrowserRouter = typeof browserRouter;

/** A longer batch is refused before any procedure runs. */
export const MAX_BATCH_SIZE = 4;

export { BROWSER_LIMIT_RETRY_SECONDS, callsIn, underBrowserCallLimit } from './browser-limits';
