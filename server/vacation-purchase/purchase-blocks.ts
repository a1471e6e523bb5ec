/**
 * Why a vacation program cannot be bought yet, in the spec's own words (§8, kept in
 * kernel/texts/payments.ts): nothing to enrol in, or no schedule to choose. The page disables 'Ir a Pagar' with the reason and `vacation.prepare`
 * refuses the same programs, so a forged or stale form never stores a purchase.
 */
import { NO_COURSES, NO_SCHEDULES, type PurchaseBlock } from '@kernel/texts/payments';
import type { VacationProgram } from '../upstream/schemas/vacation';

export function purchaseBlock(program: Pick<VacationProgram, 'courses' | 'groups'>): PurchaseBlock | null {
  if (program.courses.length === 0) return NO_COURSES;
  if (program.groups.length === 0) return NO_SCHEDULES;
  return null;
}
