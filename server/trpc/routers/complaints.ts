import { fileComplaint } from '../../upstream/complaints';
import { complaintBody } from '../../complaints/complaint-body';
import { complaintRecord } from '../../complaints/record';
import { hit } from '../../throttle';
import { ComplaintInputSchema } from '../../validation/complaint';
import { router, serverProcedure } from '../init';
import { OutcomeError } from '../outcomes';

export const complaintsRouter = router({
  /** Throttled per client after validation, so a family correcting field errors never uses the limit up. */
  file: serverProcedure.input(ComplaintInputSchema).mutation(async ({ ctx, input }) => {
    if (!(await hit('complaintsByClient', ctx.clientIp ?? 'unknown')))
      throw new OutcomeError({ kind: 'throttled' }, 'Demasiados reclamos desde esta conexión');
    const answer = await fileComplaint(complaintBody(input));
    return { ...answer, input, record: complaintRecord(answer, input) };
  }),
});
