/** A sale's addresses under "Mis compras" (decision 104); pure: the routes' loaders and actions import it. */
import type { SaleRef } from './sale-ref';

export const PURCHASES_PATH = '/dashboard/compras';
export const VACATION_PURCHASES_PATH = `${PURCHASES_PATH}/vacaciones/`;

/** The sale's page (a pedido's only), or `step` after it: `reembolso`, `recibo.pdf`, `retorno`… */
export function salePath(sale: SaleRef, step?: string): string {
  const base =
    sale.kind === 'invoice'
      ? `${PURCHASES_PATH}/${sale.id}`
      : `${VACATION_PURCHASES_PATH}${encodeURIComponent(sale.id)}`;
  return step ? `${base}/${step}` : base;
}
