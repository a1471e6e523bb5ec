/** The complaints book (docs/decisions/019, 099): filing a sheet, and its copy opened by its token. */
import { z } from 'zod';
import { fileComplaint, readComplaintCopy } from '../../upstream/complaints';
import { ComplaintCopyTokenSchema } from '../../upstream/schemas/complaints';
import { complaintBody } from '../../complaints/complaint-body';
import { complaintRecord } from '../../complaints/record';
import { ComplaintInputSchema } from '../../validation/complaint';
import { requireUnderLimit, router, serverProcedure } from '../init';
import { OutcomeError } from '../outcomes';

export const complaintsRouter = router({
  /** Throttled per client after validation, so a family correcting field errors never uses the limit up. */
  file: serverProcedure.input(ComplaintInputSchema).mutation(async ({ ctx, input }) => {
    await requireUnderLimit(
      'complaintsByClient',
      ctx.clientIp ?? 'unknown',
      'Demasiados reclamos desde esta conexión',
    );
    const answer = await fileComplaint(complaintBody(input));
    return { id: answer.id, number: answer.number, year: answer.year, copyToken: answer.copy_token };
  }),

  /**
   * The sheet its copy link opens, for whoever holds the link (the e-mail's, or the filer's page).
   * A token of the wrong shape is refused before any call, as not found; server-only, so the
   * token never travels through /api/trpc.
   */
  copy: serverProcedure.input(z.object({ token: z.string().max(200) })).query(async ({ ctx, input }) => {
    const token = ComplaintCopyTokenSchema.safeParse(input.token);
    if (!token.success) throw new OutcomeError({ kind: 'not-found' }, 'Hoja de reclamación no encontrada');
    return { record: complaintRecord(await readComplaintCopy(token.data), ctx.timeZone) };
  }),
});
