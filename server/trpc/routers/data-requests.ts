/** A parent's rectification and deletion requests (issue 55 point 6): listed and sent, the family's own. */
import { createDataRequest, listDataRequests } from '../../upstream/data-requests';
import type { DataRequest } from '../../upstream/schemas/data-requests';
import { DataRequestInputSchema } from '../../validation/data-request';
import { accountProcedure, authedProcedure, router } from '../init';
import { upstreamCause } from '../upstream-errors';
import { dataRequestRows } from '../../parents/data-requests-view';
import { optionalSection } from '../../upstream/optional-section';

export type DataRequestAnswer = { ok: true; request: DataRequest } | { ok: false; refusal: 'already-open' };

/** The API's 409: the same kind of request is already open; not a second one. */
const alreadyOpen = (error: unknown) => upstreamCause(error)?.status === 409;

export const dataRequestsRouter = router({
  /** Rows for the page, dates in the parent's zone; null when the list is late or fails. */
  list: authedProcedure.query(({ ctx }) =>
    optionalSection(
      'data requests',
      listDataRequests(ctx.auth.refreshToken).then((requests) => dataRequestRows(requests, ctx.timeZone)),
      null,
      { rethrow: (error) => upstreamCause(error)?.kind === 'unauthorized' },
    ),
  ),

  create: accountProcedure
    .input(DataRequestInputSchema)
    .mutation(async ({ ctx, input }): Promise<DataRequestAnswer> => {
      try {
        return { ok: true, request: await createDataRequest(ctx.auth.refreshToken, input) };
      } catch (error) {
        if (alreadyOpen(error)) return { ok: false, refusal: 'already-open' };
        throw error;
      }
    }),
});
