/** Why a program cannot be bought yet; `vacation.prepare` refuses the same, so a stale form stores nothing. */
import { NO_COURSES, NO_SCHEDULES, type PurchaseBlock } from '@kernel/texts/payments';
import type { VacationProgram } from '../upstream/schemas/vacation';

export function purchaseBlock(program: Pick<VacationProgram, 'courses' | 'groups'>): PurchaseBlock | null {
  if (program.courses.length === 0) return NO_COURSES;
  if (program.groups.length === 0) return NO_SCHEDULES;
  return null;
}
