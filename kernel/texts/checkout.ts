/** The online checkout's own texts; the spec's §8 result texts are in ./payments.ts. */

/** Why a discount code was not applied: one message each, shown beside the field. */
export type CodeRefusalReason =
  | 'invalid'
  | 'expired'
  | 'used'
  | 'not_applicable'
  | 'not_combinable'
  | 'card-brand'
  | 'unavailable';

export const CODE_REFUSED: Record<Exclude<CodeRefusalReason, 'card-brand'>, string> = {
  invalid: 'El código no existe. Revisa que esté bien escrito.',
  expired: 'Este código ya venció.',
  used: 'Este código ya fue usado.',
  not_applicable: 'Este código no aplica a esta compra.',
  not_combinable:
    'Esta compra ya tiene el beneficio de una invitación, que no se combina con códigos de descuento.',
  unavailable: 'No pudimos validar el código en este momento. Inténtalo de nuevo en unos minutos.',
};

/** The brands the card providers accept, by their keys: the one list of them (issue 55 point 5). */
export const CARD_BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
};

export function brandName(brand: string): string {
  const key = brand.toLowerCase();
  return Object.hasOwn(CARD_BRANDS, key) ? CARD_BRANDS[key] : brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** 'Aceptamos Visa, Mastercard, American Express y Diners Club', on every payment step. */
export function acceptedBrandsText(): string {
  const names = Object.values(CARD_BRANDS);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} y ${names.at(-1)}` : names.join('');
  return `Aceptamos ${list}`;
}

/** A brand promotion and a card of another brand: refused before any charge (decision 070). */
export function cardBrandRefusal(brand: string): string {
  return `Este código es solo para tarjetas ${brandName(
    brand,
  )}. No se hizo ningún cobro: paga con una tarjeta ${brandName(
    brand,
  )} o quita el código para pagar el total sin descuento.`;
}

/** Beside the total and the card form of an invoice whose code is a brand promotion. */
export function brandCondition(brand: string): string {
  return `Solo pagando con ${brandName(brand)}`;
}

/** Under the code of a brand promotion: why cash and transfers are not offered, and the way out. */
export function brandOnlyByCard(brand: string): string {
  return `Este descuento se aplica solo al pagar con una tarjeta ${brandName(
    brand,
  )}. Para pagar con otra tarjeta, en efectivo o por transferencia, quita el código.`;
}

/** A sale's state as every page names it, a pedido's or a vacation purchase's. */
export const SALE_STATUS_LABEL = {
  open: 'pendiente de pago',
  paid: 'pagado',
  expired: 'vencido',
  void: 'anulado',
  denied: 'denegado',
  refunded: 'reembolsado',
} as const;

/** The pedido's second skip link (issue 76): past the menus, to the way to pay. */
export const SKIP_TO_PAYMENT = 'Saltar a elegir cómo pagar';

/** The pedido's optional codes, folded into one stop before the way to pay (issue 76 point 11). */
export const CODES_DISCLOSURE = '¿Tienes un código de descuento o una invitación?';

export const CARD_SOLES_LABEL = 'Tarjeta de crédito o débito';
export const CARD_DOLLARS_LABEL = 'Tarjeta de crédito o débito (dólares)';

export const LOCAL_METHOD_LABEL = {
  agent: 'Pago en agentes y bodegas',
  bank_transfer: 'Transferencia bancaria',
  convenience_store: 'Pago en tiendas de conveniencia',
} as const;

/** How a row of "Mis compras" says it was paid. */
export const PAID_WITH_LABEL = {
  card: 'Tarjeta',
  global_card: 'Tarjeta (dólares)',
  local: 'Pago en efectivo o transferencia',
  yape: 'Yape',
  plin: 'Plin',
} as const;

/** A child who already has the course or path bought (any invoice), on `/pagar`. */
export const ALREADY_ENROLLED = 'Ya está inscrito';

/** 'Pagar en línea' refused: that child already has this item paid. */
export function alreadyPaidItem(childName: string): string {
  return `${childName} ya tiene esta compra pagada, así que no te cobraremos de nuevo. Puedes verla en Mis compras.`;
}

/** A 403 on an invoice or payment call (spec §8 logs 'Problemas con el request'): what the parent reads. */
export const CHECKOUT_FORBIDDEN =
  'No pudimos completar esta operación con tu cuenta. No se realizó ningún cobro. Vuelve a Mis compras e inténtalo de nuevo, o escríbenos.';

/** The payment step no longer matches the invoice (its total changed, or a stale form): start it again. */
export const STEP_MISMATCH =
  'El total de tu compra cambió o el pago ya no corresponde a esta compra. Vuelve a elegir cómo pagar.';

/** The course is not part of the path named with it (a forged `/pagar` link). */
export const COURSE_NOT_IN_PATH = 'Este curso no pertenece a la ruta indicada.';

/** 'Enviar a mi correo': asked too often. */
export const EMAIL_THROTTLED = 'Ya enviamos varios correos. Espera unos minutos antes de pedir otro.';

/** A whole path's size on `/pagar`: '3 cursos'. */
export const coursesCount = (count: number) => `${count} ${count === 1 ? 'curso' : 'cursos'}`;

/** The detail of a whole path on its invoice: '9 meses · 3 cursos'. */
export function pathDetail(duration: string, courseCount: number): string {
  return `${duration} · ${coursesCount(courseCount)}`;
}

/** The detail of a course on its invoice: '2 meses · 16 sesiones'. */
export function courseDetail(duration: string, sessions: number): string {
  return `${duration} · ${sessions} ${sessions === 1 ? 'sesión' : 'sesiones'}`;
}

export function fullPathTitle(pathName: string): string {
  return `${pathName} (ruta completa)`;
}

/** 'vence el lunes 23 de noviembre de 2026, 10:00 PM (hora de Perú)'. */
export function expiresText(dateTime: string, zoneLabel: string): string {
  return `vence el ${dateTime} (${zoneLabel})`;
}

/** The dollar card step's terms could not be recorded (the step expired, the network failed). */
export const INTENT_TERMS_FAILED =
  'No pudimos registrar tu aceptación. Cierra este paso y vuelve a elegir cómo pagar.';
