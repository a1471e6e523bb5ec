/** The payment texts of the spec (§4, §8), word for word. */
export const LOADING_PAYMENT_FORM = 'Procesando formulario de pago, verificando que todo este correcto';
export const APPROVED_TITLE = '¡Pago aprobado y completado con éxito!';
export const DENIED_TITLE = '¡Operación denegada! :(';
export const TERMS_REQUIRED = 'Debes aceptar los términos y condiciones para continuar con el pago.';
/** A program already paid (same parent, program; later the same child) is never charged again. */
export const ALREADY_PAID =
  'Ya pagaste este programa, así que no te cobraremos de nuevo. Puedes revisar tu compra en tu panel.';
export const START_FAILED = 'No pudimos abrir el formulario de pago. Inténtalo de nuevo en unos minutos.';

/** Spec §8: action code 180 means an invalid card; any other code gets the generic text. */
export function denialMessage(actionCode: string): string {
  return actionCode === '180'
    ? 'La tarjeta ingresada es inválida. Por favor, comunícate con tu banco para mayor información.'
    : 'Por favor, comunícate con tu banco para mayor información.';
}

/** Spec §9 fixed schedule texts of the vacation payment cards; the option at index 2 is recommended. */
export const RECOMMENDED_INDEX = 2;
export function optionScheduleText(index: number): string {
  if (index === RECOMMENDED_INDEX) return '4 días a la semana, del 4 al 31 de enero';
  return index === 0 ? 'Del 2 al 28 de febrero' : 'Del 1 al 24 de febrero';
}

/** 'vez' for 1, 'veces' otherwise (spec §9). */
export function timesPerWeek(count: number): string {
  return `${count} ${count === 1 ? 'vez' : 'veces'} por semana`;
}
