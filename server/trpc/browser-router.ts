/** What /api/trpc serves the browser: only what a JavaScript enhancement uses; the rest is caller-only. */
import { router } from './init';
import { contactRouter } from './routers/contact';

export const browserRouter = router({
  contact: contactRouter,
});

/** A longer batch is refused before any procedure runs. */
export const MAX_BATCH_SIZE = 4;
