/** What a parent agrees to before a monthly subscription: the checkout's and the terms page's words. */
export const SUBSCRIPTION_TEXT = {
  perMonth: (amount: string) => `${amount} al mes`,
  renewal: (date: string) =>
    `Se cobra hoy y se renueva automáticamente cada mes: el próximo cobro será el ${date}, por el mismo monto.`,
  cancel:
    'Puedes cancelarla cuando quieras escribiéndonos por WhatsApp o desde Contáctanos antes de la fecha de renovación: desde ese mes no se te volverá a cobrar.',
  /** The checkbox's words after 'Acepto los términos y condiciones' (a link). */
  consent: (amount: string) =>
    ` y autorizo a Kodea a cobrar ${amount} cada mes a esta tarjeta hasta que cancele la suscripción.`,
  termsRequired: 'Para continuar, acepta los términos y condiciones y el cobro mensual de la suscripción.',
  /** The consent could not be recorded (expired step, network): the parent starts the step again. */
  consentFailed: 'No pudimos registrar tu aceptación. Cierra este paso y vuelve a pulsar Finalizar Pago.',
} as const;
