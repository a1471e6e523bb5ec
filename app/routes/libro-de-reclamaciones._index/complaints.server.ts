import { json } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/react';
import type { z } from 'zod';
import {
  complaintInputSchema,
  type ComplaintInput,
  type ComplaintInputSchema,
} from '@server/validation/complaint';
import { getSession, redirectWithSession } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { MAINTENANCE_TEXT } from '@kernel/texts/errors';
import { COMPLAINT_TEXT } from '@kernel/texts/complaints';
import { copyPath } from '~/lib/complaint-records.server';
import { catalogueCourseNames } from './complaint-options.server';
import { parseSubmission } from '~/lib/forms/submission.server';
import { errorCode } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { logger } from '@server/log/logger';

/** The sheets a browser keeps: enough for a family, bounded for the session's size (decision 023). */
export const KEPT_RECORDS = 10;

export const TOO_MANY_COMPLAINTS =
  'Recibimos demasiados reclamos desde esta conexión. Tus datos siguen aquí: espera unos minutos y vuelve a enviarlo.';

export interface ComplaintFormView {
  result?: SubmissionResult<string[]>;
}

/** Every field cut to the longest any of them may be (the detail's 2000 characters). */
const COMPLAINT_LIMITS = { maxLength: 2000 };

/** The procedure parses the form's input itself: the parsed value, given back as the form's input. */
const inputOf = (complaint: ComplaintInput): z.input<typeof ComplaintInputSchema> => ({
  ...complaint,
  department: complaint.department ?? undefined,
  district: complaint.district ?? undefined,
  amount: String(complaint.amount),
});

function failure(error: unknown): { formError: string; status: 429 | 502 | 503 | 504 } {
  if (expectedOutcome(error)?.kind === 'throttled') return { formError: TOO_MANY_COMPLAINTS, status: 429 };
  // Not an outcome: the failure's code picks the catalogue's status (docs/architecture.md rule 3).
  const code = errorCode(error);
  if (code === 'SERVICE_UNAVAILABLE') return { formError: MAINTENANCE_TEXT, status: 503 };
  logger.error(`[complaints] upstream failure: ${code ?? 'unknown'}`);
  return { formError: COMPLAINT_TEXT.failure, status: code === 'TIMEOUT' ? 504 : 502 };
}

export async function fileComplaintAction(request: Request) {
  // The course names the form offered, read again: a name outside them is a field error here.
  const schema = complaintInputSchema(await catalogueCourseNames(request));
  const submission = parseSubmission(await request.formData(), schema, COMPLAINT_LIMITS);
  const answer = ({ formError, status }: { formError: string; status: number }) =>
    json({ result: submission.reply({ formErrors: [formError] }) } satisfies ComplaintFormView, { status });
  if (submission.status !== 'success') return answer({ formError: COMPLAINT_TEXT.checkData, status: 400 });
  const session = await getSession(request);
  const caller = await getCaller(request, session);
  try {
    const filed = await caller.complaints.file(inputOf(submission.value));
    const kept = { id: filed.id, copyToken: filed.copyToken };
    session.set('complaints', [kept, ...(session.get('complaints') ?? [])].slice(0, KEPT_RECORDS));
    session.flash('toast', { kind: 'success', message: COMPLAINT_TEXT.filed });
    // The sheet's copy link, the one its e-mail carries: the filer sees what INDECOPI would.
    return redirectWithSession(copyPath(filed.copyToken), session);
  } catch (error) {
    return answer(failure(error));
  }
}
