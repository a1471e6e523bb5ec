/** The complaints book (docs/decisions/019): files a complaint upstream and answers its record. */
import { fileComplaint } from '../../upstream/complaints';
import { complaintBody } from '../../complaints/complaint-body';
import { complaintRecord } from '../../complaints/record';
import { hit } from '../../throttle';
import { ComplaintInputSchema } from '../../validation/complaint';
import { router, serverProcedure } from '../init';
import { OutcomeError } from '../outcomes';

export const complaintsRouter = router({
  /**
   * Server-only: the /libro-de-reclamaciones action keeps the record in the filer's session.
   * Anonymous and writing upstream, so throttled per client (decision 023); only valid input
   * reaches this point, so a family correcting field errors never uses up the limit.
   */
  file: serverProcedure.input(ComplaintInputSchema).mutation(async ({ ctx, input }) => {
    if (!(await hit('complaintsByClient', ctx.clientIp ?? 'unknown')))
      throw new OutcomeError({ kind: 'throttled' }, 'Demasiados reclamos desde esta conexión');
    const answer = await fileComplaint(complaintBody(input));
    return { ...answer, input, record: complaintRecord(answer, input) };
  }),
});
