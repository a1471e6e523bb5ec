/** A parent's ARCO requests (issue 55 point 6, issue 75 point 3): listed and sent, the family's own. */
import { z } from 'zod';
import { createDataRequest, listDataRequests } from '../../upstream/data-requests';
import { withdrawConsent } from '../../upstream/privacy';
import type { DataRequest } from '../../upstream/schemas/data-requests';
import { DataRequestInputSchema } from '../../validation/data-request';
import { accountProcedure, authedProcedure, router } from '../init';
import { upstreamCause } from '../upstream-errors';
import { dataRequestsView, dueDateText } from '../../parents/data-requests-view';
import { optionalSection } from '../../upstream/optional-section';

/** `due`: the last day of the request's legal term, as the page writes it. */
export type DataRequestAnswer =
  | { ok: true; request: DataRequest; due: string }
  | { ok: false; refusal: 'already-open' };

/** The API's 409: the same kind of request is already open; not a second one. */
const alreadyOpen = (error: unknown) => upstreamCause(error)?.status === 409;

export type ConsentWithdrawal = { ok: true; withdrawnAt: string } | { ok: false; refusal: 'not-found' };

export const dataRequestsRouter = router({
  /** Rows and open kinds for the page, dates in the parent's zone; null when the list is late or fails. */
  list: authedProcedure.query(({ ctx }) =>
    optionalSection(
      'data requests',
      listDataRequests(ctx.auth.refreshToken).then((requests) => dataRequestsView(requests, ctx.timeZone)),
      null,
      { rethrow: (error) => upstreamCause(error)?.kind === 'unauthorized' },
    ),
  ),

  create: accountProcedure
    .input(DataRequestInputSchema)
    .mutation(async ({ ctx, input }): Promise<DataRequestAnswer> => {
      try {
        const request = await createDataRequest(ctx.auth.refreshToken, input);
        return { ok: true, request, due: dueDateText(request) };
      } catch (error) {
        if (alreadyOpen(error)) return { ok: false, refusal: 'already-open' };
        throw error;
      }
    }),

  /** One of the family's consents withdrawn (issue 75 point 3); withdrawing it again changes nothing. */
  withdrawConsent: accountProcedure
    .input(z.object({ consentId: z.string().trim().min(1).max(100) }))
    .mutation(async ({ ctx, input }): Promise<ConsentWithdrawal> => {
      try {
        const consent = await withdrawConsent(ctx.auth.refreshToken, input.consentId);
        return consent.withdrawn_at
          ? { ok: true, withdrawnAt: consent.withdrawn_at }
          : { ok: false, refusal: 'not-found' };
      } catch (error) {
        if (upstreamCause(error)?.kind === 'not-found') return { ok: false, refusal: 'not-found' };
        throw error;
      }
    }),
});
