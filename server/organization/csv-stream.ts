/** The roster CSV, one page in memory; a failed page errors the stream so the file never looks complete. */
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
      await pages.return?.();
    },
  });
}
