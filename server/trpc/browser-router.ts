/**
 * What /api/trpc serves to the browser: only the procedures a JavaScript enhancement uses.
 * Everything else (sign-in, payments, reads the pages already render) is reachable only from
 * loaders and actions through the server-side caller.
 */
import { router } from './init';
import { contactRouter } from './routers/contact';

export const browserRouter = router({
  /** The dashboard contact form sends without a reload; same validation and throttle as its form. */
  contact: contactRouter,
});

export type BrowserRouter = typeof browserRouter;

/** Largest batch the browser's link sends; a longer batch is refused before any procedure runs. */
export const MAX_BATCH_SIZE = 4;
