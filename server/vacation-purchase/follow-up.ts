/** A paid vacation purchase's enrolments: one per course of the program, for the child it was for. */
import { getCourseEntry } from '../upstream/content';
import { UpstreamError } from '../upstream/errors';
import { createEnrollment } from '../upstream/purchases';
import { listEnrollments } from '../upstream/student';
import type { ApprovedPayment, StepStatus } from '../sales/payment';
import { buildEnrollmentBodies } from './enrollment-bodies';
import { logDuplicateEnrolment } from '../sales/log';

/** 'duplicate': the API refused (409) an enrolment the child already had from another purchase. */
export async function enrolVacationPurchase(bearer: string, payment: ApprovedPayment): Promise<StepStatus> {
  const context = payment.vacation;
  if (!context) throw new Error(`vacation purchase ${payment.number} without its program`);
  const { purchase, child } = context;
  try {
    // An approval can be replayed: the API answers a repeated (purchase, course, student) with the
    // first enrollment, and the buyer's own list shows theirs.
    const enrolled = new Set<string>();
    if (!child) {
      for (const e of await listEnrollments(bearer))
        if (e.purchase === payment.number) enrolled.add(e.course_id);
    }
    const entries = await Promise.all(
      purchase.courses_in_path.filter((id) => !enrolled.has(id)).map((id) => getCourseEntry(id)),
    );
    const bodies = buildEnrollmentBodies(purchase, entries, payment.number, payment.timeZone, child?.id);
    for (const body of bodies) await createEnrollment(bearer, body);
    return 'done';
  } catch (error) {
    if (child && error instanceof UpstreamError && error.status === 409) {
      logDuplicateEnrolment(payment, error);
      return 'duplicate';
    }
    throw error;
  }
}
