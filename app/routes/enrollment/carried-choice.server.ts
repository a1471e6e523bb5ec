// The choice a step shows travels with its forms and in the login dialog's way back (issue 52, spec
// §4): a session that ends mid-payment loses neither program, schedule nor child.
import type { PurchaseContext } from '@server/vacation-purchase/types';
import type { VacationChoice } from '@server/validation/vacation-choice';

export const choiceOf = (purchase: PurchaseContext, childId?: number | null): VacationChoice => ({
  edad: purchase.age_range,
  programa: purchase.program_id,
  horario: purchase.id_group,
  hijo: childId ?? undefined,
});

/** A choice as vacation.quote and vacation.options read it. */
export const programInput = (choice: VacationChoice) => ({
  ageRange: choice.edad,
  programId: choice.programa,
  groupId: choice.horario,
});

/** The same program and schedule; the child is the step's, not the purchase's. */
export const sameChoice = (purchase: PurchaseContext | null | undefined, choice: VacationChoice) =>
  purchase?.age_range === choice.edad &&
  purchase.program_id === choice.programa &&
  purchase.id_group === choice.horario;

/** The hidden fields of a form on the page: what it was showing when it was sent. */
export const carriedFields = ({ hijo, ...choice }: VacationChoice): Record<string, string> =>
  hijo === undefined ? choice : { ...choice, hijo: String(hijo) };

/** `/enrollment?edad=…&programa=…&horario=…[&hijo=…][&paso=pago]`; every redirect checks it is ours (encodeLocation). */
export function enrollmentHref(choice: VacationChoice, step?: 'pago'): string {
  const search = new URLSearchParams(carriedFields(choice));
  if (step) search.set('paso', step);
  return `/enrollment?${search.toString()}`;
}
