/**
 * The roster's CSV as a stream: the head first, then each page of rows as it comes
 * from the upstream, fetched only when the download has taken the previous one (pull), so the
 * server holds one page whatever the roster's size. A page that fails mid-file errors the stream:
 * the download breaks instead of ending as a file that looks complete but is not.
 */
import { logger } from '../log/logger';
import { csvHead, csvLines } from './csv';
import type { RosterRow } from './roster';

const log = logger.child({ component: 'organization-csv' });

export function rosterCsvStream(
  pages: AsyncIterator<RosterRow[]>,
  origin: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let headSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headSent) {
        headSent = true;
        controller.enqueue(encoder.encode(csvHead()));
        return;
      }
      try {
        const next = await pages.next();
        if (next.done) controller.close();
        else if (next.value.length) controller.enqueue(encoder.encode(csvLines(next.value, origin)));
      } catch (error) {
        log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          '[organization] roster export broke off mid-file',
        );
        controller.error(error);
      }
    },
    async cancel() {
      // The download was abandoned: ask for no more pages.
      await pages.return?.();
    },
  });
}
