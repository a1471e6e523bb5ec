/**
 * What a parent reads about the child a purchase is for (Spanish), in one place the server and the
 * /enrollment page both import; no server-only code here.
 */
import { AGE_RANGE_LABEL } from '@kernel/age-ranges';
import type { AgeRangeName } from '../upstream/schemas/content';

export const CHILD_REQUIRED = 'Elige para cuál de tus hijos es esta compra.';
export const NO_CHILDREN =
  'Aún no tienes hijos registrados en tu cuenta. Escríbenos para agregarlos y poder inscribirlos.';
export const NO_CHILD_FITS = 'Ninguno de tus hijos puede inscribirse en este programa.';
/** Beside a child who already has this program, in any schedule (with a 'Ver Mi Compra' link). */
export const ALREADY_HAS_IT = 'Ya tiene este programa.';

/** Beside a child whose age range is not the program's (the choice is disabled). */
export function ageRangeReason(programRange: AgeRangeName): string {
  return `Este programa es para niños de ${AGE_RANGE_LABEL[programRange]}.`;
}

/** The answer to a forged or stale form choosing such a child anyway. */
export function ageRangeRefusal(childName: string, programRange: AgeRangeName): string {
  return `No puedes elegir a ${childName}: este programa es para niños de ${AGE_RANGE_LABEL[programRange]}.`;
}

/**
 * 'Finalizar Pago' or 'PAGAR' for a child who already has this program, whatever the schedule
 * (decision 022): refused, nothing charged.
 */
export function alreadyPaidForChild(childName: string): string {
  return `Ya pagaste este programa para ${childName}, así que no te cobraremos de nuevo. Puedes ver su compra en la Zona de Padres.`;
}

/** After an approval, the API refused the enrollment (409): the child had it from another purchase. */
export function duplicateEnrollment(childName: string): string {
  return `${childName} ya tenía este programa y horario, así que no repetimos su inscripción. Escríbenos y te devolveremos este pago.`;
}
