/** What a parent reads when a step of a sale is refused (docs/payments.md "The rules of a sale"). */

/** A sale's final states: nothing changes it or charges it any more. */
export type ClosedSaleStatus = 'paid' | 'denied' | 'expired' | 'void' | 'refunded';

/** Any action on a sale that is no longer open, from a stale tab or the back button. */
export const SALE_CLOSED: Record<ClosedSaleStatus, string> = {
  paid: 'Esta compra ya está pagada, así que no la cambiamos ni te cobramos de nuevo. Puedes verla en Mis compras.',
  refunded:
    'Esta compra fue reembolsada: ya no se puede cambiar ni pagar. Si quieres el curso, inicia una compra nueva.',
  denied:
    'El pago de esta compra fue denegado: ya no se puede cambiar ni pagar. Para intentarlo de nuevo, inicia una compra nueva.',
  expired: 'Esta compra venció: ya no se puede cambiar ni pagar. Para comprar, inicia una compra nueva.',
  void: 'Esta compra fue anulada: ya no se puede cambiar ni pagar. Para comprar, inicia una compra nueva.',
};

/** The amount a payment step was opened for is no longer the sale's total: nothing was charged. */
export const OFFER_STALE =
  'El total de tu compra cambió después de abrir este pago, así que no se hizo ningún cobro. Vuelve a elegir cómo pagar.';

/** The provider received another amount than the total: nothing is marked paid, the money goes back. */
export const AMOUNT_RETURNED =
  'El monto que recibimos no coincide con el total de tu compra, así que no la marcamos como pagada y te devolvemos ese monto al mismo medio de pago. Vuelve a elegir cómo pagar.';

/** The group or schedule of the sale has no seat left: nothing charged, the waitlist offered. */
export const SEAT_GONE =
  'El horario de esta compra se quedó sin cupos, así que no se hizo ningún cobro. Puedes unirte a la lista de espera o elegir otro horario.';

export const METHOD_NOT_OFFERED = 'Este medio de pago no está disponible para esta compra.';

/** A card payment the provider is still confirming: the sale cannot change until it ends. */
export const PAYMENT_IN_PROGRESS =
  'Tu pago con tarjeta se está procesando, así que por ahora no podemos cambiar esta compra. Vuelve a intentarlo en unos minutos.';
