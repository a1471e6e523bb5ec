/** The payment texts of the spec (§4, §8), word for word, and our own around them. */
import type { PurchaseBlock } from '@server/payments/purchase-blocks';

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

/**
 * Shown next to a disabled 'Ir a Pagar' (and as the action's answer to a forged or stale post):
 * why this program cannot be bought yet. Keyed by the spec's §8 texts the page already shows.
 */
export const PURCHASE_BLOCKED: Record<PurchaseBlock, string> = {
  'Sin horarios disponibles':
    'Todavía no puedes pagar este programa: aún no tiene horarios disponibles. Elige otro programa o escríbenos.',
  'Sin cursos': 'Todavía no puedes pagar este programa: aún no tiene cursos publicados. Elige otro programa.',
};

/** 'vez' for 1, 'veces' otherwise (spec §9). */
export function timesPerWeek(count: number): string {
  return `${count} ${count === 1 ? 'vez' : 'veces'} por semana`;
}
