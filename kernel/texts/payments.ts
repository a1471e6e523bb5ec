/** The spec's payment texts (§4, §8), word for word, and our own around them. */
import { AGE_RANGE_LABEL, type AgeRange } from '../age-ranges';

/** Why a vacation program cannot be bought yet, in the spec's words (§8). */
export const NO_COURSES = 'Sin cursos';
export const NO_SCHEDULES = 'Sin horarios disponibles';
export type PurchaseBlock = typeof NO_COURSES | typeof NO_SCHEDULES;

export const LOADING_PAYMENT_FORM = 'Procesando formulario de pago, verificando que todo este correcto';
export const APPROVED_TITLE = '¡Pago aprobado y completado con éxito!';
export const DENIED_TITLE = '¡Operación denegada! :(';
export const TERMS_REQUIRED = 'Debes aceptar los términos y condiciones para continuar con el pago.';
/** A program already paid (same buyer and program; for a parent, the same child) is never charged again. */
export const ALREADY_PAID =
  'Ya pagaste este programa, así que no te cobraremos de nuevo. Puedes revisar tu compra en tu panel.';
export const START_FAILED = 'No pudimos abrir el formulario de pago. Inténtalo de nuevo en unos minutos.';

/** Spec §8: action code 180 means an invalid card; any other code gets the generic text. */
export function denialMessage(actionCode: string): string {
  return actionCode === '180'
    ? 'La tarjeta ingresada es inválida. Por favor, comunícate con tu banco para mayor información.'
    : 'Por favor, comunícate con tu banco para mayor información.';
}

/** Beside a disabled 'Ir a Pagar' (and the answer to a forged post), keyed by the spec's §8 block. */
export const PURCHASE_BLOCKED: Record<PurchaseBlock, string> = {
  'Sin horarios disponibles':
    'Todavía no puedes pagar este programa: aún no tiene horarios disponibles. Elige otro programa o escríbenos.',
  'Sin cursos': 'Todavía no puedes pagar este programa: aún no tiene cursos publicados. Elige otro programa.',
};

export const CHILD_REQUIRED = 'Elige para cuál de tus hijos es esta compra.';
/** Past the limit of payment starts (server/throttle.ts `paymentStart`): the limit, named. */
export const PAYMENT_STARTS_THROTTLED =
  'Hiciste demasiadas solicitudes seguidas. Espera unos minutos y vuelve a intentarlo.';
/** A group id no list on the page offers: only a forged form sends one. */
export const GROUP_NOT_LISTED = 'Elige uno de los grupos de la lista.';
export const NO_CHILDREN =
  'Aún no tienes hijos registrados en tu cuenta. Escríbenos para agregarlos y poder inscribirlos.';
export const NO_CHILD_FITS = 'Ninguno de tus hijos puede inscribirse en este programa.';
/** Beside a child who already has this program, in any schedule (with a 'Ver Mi Compra' link). */
export const ALREADY_HAS_IT = 'Ya tiene este programa.';

/** Beside a child whose age range is not the program's (the choice is disabled). */
export function ageRangeReason(programRange: AgeRange): string {
  return `Este programa es para niños de ${AGE_RANGE_LABEL[programRange]}.`;
}

/** The answer to a forged or stale form choosing such a child anyway. */
export function ageRangeRefusal(childName: string, programRange: AgeRange): string {
  return `No puedes elegir a ${childName}: este programa es para niños de ${AGE_RANGE_LABEL[programRange]}.`;
}

/** 'Finalizar Pago' for a child who already has this program, in any schedule: refused, nothing charged. */
export function alreadyPaidForChild(childName: string): string {
  return `Ya pagaste este programa para ${childName}, así que no te cobraremos de nuevo. Puedes ver su compra en la Zona de Padres.`;
}

/** After an approval, the API refused the enrollment (409): the child had it from another purchase. */
export function duplicateEnrollment(childName: string): string {
  return `${childName} ya tenía este programa y horario, así que no repetimos su inscripción. Escríbenos y te devolveremos este pago.`;
}

/** Who is charging, on every payment step (issue 55 point 5: the card provider asks for it). */
export const MERCHANT_TEXT = {
  label: 'Quién te cobra',
  merchant: 'Kodea · Perú',
  support: 'Atención al cliente',
  email: 'Correo',
  phone: 'Teléfono',
  address: 'Dirección',
} as const;
