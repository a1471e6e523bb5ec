/** The complaints book (docs/decisions/019): files a complaint upstream and answers its record. */
import { fileComplaint } from '../../upstream/complaints';
import { complaintBody } from '../../complaints/complaint-body';
import { ComplaintInputSchema } from '../../validation/complaint';
import { router, serverProcedure } from '../init';

export const complaintsRouter = router({
  /** Server-only: the /libro-de-reclamaciones action keeps the record in the filer's session. */
  file: serverProcedure.input(ComplaintInputSchema).mutation(async ({ input }) => {
    const answer = await fileComplaint(complaintBody(input));
    return { ...answer, input };
  }),
});
