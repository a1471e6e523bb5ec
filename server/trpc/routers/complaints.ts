import { fileComplaint } from '../../upstream/complaints';
import { complaintBody } from '../../complaints/complaint-body';
import { complaintRecord } from '../../complaints/record';
import { ComplaintInputSchema } from '../../validation/complaint';
import { requireUnderLimit, router, serverProcedure } from '../init';

export const complaintsRouter = router({
  /** Throttled per client after validation, so a family correcting field errors never uses the limit up. */
  file: serverProcedure.input(ComplaintInputSchema).mutation(async ({ ctx, input }) => {
    await requireUnderLimit(
      'complaintsByClient',
      ctx.clientIp ?? 'unknown',
      'Demasiados reclamos desde esta conexión',
    );
    const answer = await fileComplaint(complaintBody(input));
    return { ...answer, input, record: complaintRecord(answer, input) };
  }),
});
