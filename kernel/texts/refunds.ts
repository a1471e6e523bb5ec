/** A pedido's or a vacation purchase's refund (issue 55 point 4): the page, Mis compras' link and the answers. */

/** Why a family asks for its money back: the API's values, in the order the select shows them. */
export const REFUND_REASONS = ['schedule', 'cannot_attend', 'bought_by_mistake', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Why the API refused a refund: its 409's `error_code`; its `detail` is what the page shows. */
export type RefundRefusalCode = 'not_paid' | 'cutoff_passed' | 'provider_refused';

/**
 * The refund rule as the terms and conditions state it (issue 75 point 7): the same rule, word for
 * word, that the API applies and the refund page shows as its policy, so the two never disagree.
 */
export const REFUND_TERMS =
  'Puedes pedir la devolución total de un pedido o de un programa de vacaciones pagado hasta 48 horas antes de su primera clase. Te devolvemos el importe completo por el mismo medio de pago y emitimos una nota de crédito que anula el comprobante. Cuando un curso ya empezó o falta menos de ese plazo, no se puede pedir la devolución en línea: escríbenos y lo revisamos contigo.';

export const REFUND_TEXT = {
  title: 'Solicitar reembolso',
  signIn: 'Inicia sesión para pedir el reembolso de tu compra.',
  link: 'Solicitar reembolso',
  student: 'Estudiante',
  amount: 'Importe a devolver',
  method: 'Se devuelve a',
  until: 'Puedes pedirlo hasta el',
  policyHeading: 'Política de reembolsos',
  reasonLabel: 'Motivo',
  detailLabel: 'Cuéntanos más (opcional)',
  send: 'Solicitar reembolso',
  back: 'Volver a Mis compras',
  refundedOn: 'Reembolsado el',
  creditNote: 'Nota de crédito',
  downloadCreditNote: 'Descargar nota de crédito',
  failure:
    'No pudimos pedir el reembolso en este momento. No se hizo ningún cambio: inténtalo de nuevo en unos minutos.',
  chooseReason: 'Elige el motivo del reembolso',
  detailTooLong: (max: number) => `Escribe como máximo ${max} caracteres`,
} as const;

/** What a pedido's page and a vacation purchase's say differently. */
export const REFUND_SALE_TEXT = {
  invoice: {
    heading: 'Pedido',
    items: 'Cursos',
    lead: 'Te devolvemos el importe completo del pedido por el mismo medio de pago, si lo pides antes del plazo.',
    confirm:
      'Confirmo que quiero la devolución total de este pedido y que se anule la matrícula de sus cursos.',
    confirmRequired: 'Confirma que quieres la devolución total del pedido',
    notRefundable:
      'Este pedido ya no se puede reembolsar en línea: un curso ya empezó o falta menos del plazo para su primera clase. Escríbenos y lo revisamos contigo.',
    refunded: (number: string) => `Reembolsamos el pedido ${number}.`,
    /** After the link's text, for a screen reader: which row it is. */
    of: 'del pedido',
  },
  vacation: {
    heading: 'Compra',
    items: 'Programa',
    lead: 'Te devolvemos el importe completo de la compra por el mismo medio de pago, si lo pides antes del plazo.',
    confirm:
      'Confirmo que quiero la devolución total de esta compra y que se anule la matrícula en el programa de vacaciones.',
    confirmRequired: 'Confirma que quieres la devolución total de la compra',
    notRefundable:
      'Esta compra ya no se puede reembolsar en línea: el programa ya empezó o falta menos del plazo para su primera clase. Escríbenos y lo revisamos contigo.',
    refunded: (number: string) => `Reembolsamos la compra ${number}.`,
    of: 'de la compra',
  },
} as const;
export type RefundSaleKind = keyof typeof REFUND_SALE_TEXT;

export const REFUND_REASON_LABEL: Record<RefundReason, string> = {
  schedule: 'El horario no nos acomoda',
  cannot_attend: 'Mi hijo o hija ya no podrá asistir',
  bought_by_mistake: 'Compré por error',
  other: 'Otro motivo',
};
