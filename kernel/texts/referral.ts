/** The referral program's copy: 'Invita a un amigo', an invitation's landing, refusals, "Mis referidos". */
export const INVITE_LABEL = 'Invita a un amigo';
export const MY_REFERRALS = 'Mis referidos';

/** Why a referral code does not apply: one message each, where the parent sees the code. */
export type ReferralRefusalReason =
  | 'invalid'
  | 'expired'
  | 'own_family'
  | 'used'
  | 'not_first_invoice'
  | 'already_applied'
  | 'other_currency'
  | 'reserved'
  | 'not_combinable'
  | 'unavailable';

export const REFERRAL_REFUSED: Record<ReferralRefusalReason, string> = {
  invalid: 'Este código de invitación no existe. Revisa que esté bien escrito.',
  expired: 'Esta invitación ya venció.',
  own_family: 'Este es el enlace de invitación de tu propia familia: compártelo con otras familias.',
  used: 'Esta invitación ya fue usada.',
  not_first_invoice: 'El beneficio de invitación es solo para la primera compra de una familia.',
  already_applied: 'Esta compra ya tiene un beneficio de invitación.',
  other_currency:
    'Esta invitación es de una familia que paga en otra moneda, así que no aplica a esta compra.',
  // Used only when the upstream does not name the invoice; referralReserved() names it.
  reserved: 'Tu invitación ya está aplicada a otro pedido de tu familia.',
  not_combinable:
    'Esta compra ya tiene un código de descuento y la invitación no se combina con otros descuentos. Quita el código para usar tu invitación.',
  unavailable: 'No pudimos validar la invitación en este momento. Inténtalo de nuevo en unos minutos.',
};

/** The landing of a code it cannot show: unknown, or this connection tried too many unknown ones. */
export const INVITATION_NOT_SHOWN = {
  unknown: { title: 'Invitación no encontrada', message: REFERRAL_REFUSED.invalid },
  throttled: {
    title: 'Demasiados códigos probados',
    message:
      'Desde esta conexión se probaron demasiados códigos de invitación que no existen. Espera unos minutos y vuelve a intentarlo; si recibiste un enlace, ábrelo tal como te lo enviaron.',
  },
} as const;

/** A family's invitation held by another of its open invoices (decision 070): that invoice's number. */
export function referralReserved(invoiceNumber: string): string {
  return `Tu invitación ya está aplicada al pedido ${invoiceNumber}. Vale para una sola compra de tu familia.`;
}

/** "Mis referidos": each referral's status as the parent reads it. */
export const REFERRAL_STATUS_LABEL = {
  pending: 'Pendiente de pago',
  earned: 'Beneficio ganado',
  cancelled: 'Anulado',
} as const;

/** The message prefilled in the chat share link. */
export function shareMessage(firstName: string, itemName: string, benefit: string, url: string): string {
  return `¡Hola! Soy ${firstName}. Mis hijos aprenden programación en Kodea con «${itemName}». Te invito: ${benefit
    .charAt(0)
    .toLowerCase()}${benefit.slice(1)}. Entra aquí: ${url}`;
}

export function invitedBy(firstName: string): string {
  return `${firstName} te invita a Kodea`;
}

/** The toast on a first invoice when the invitation carried from the landing was applied on its own. */
export const REFERRAL_APPLIED_ON_START =
  'Aplicamos tu invitación: el beneficio ya está descontado en esta compra.';
