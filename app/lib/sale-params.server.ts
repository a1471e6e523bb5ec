/**
 * The sale a "Mis compras" address names: `/dashboard/compras/{id}/…` a pedido,
 * `/dashboard/compras/vacaciones/{id}/…` a vacation purchase. One route module serves both through
 * Remix's optional segment `(vacaciones)`; a malformed id is a 404.
 */
import { SaleRefSchema, type SaleRef } from '@server/sales/sale-ref';
import { VACATION_PURCHASES_PATH } from '@server/sales/sale-path';
import { idFrom } from '~/lib/parents-access.server';
import { notFound } from '~/lib/route-errors.server';

export function saleFromRequest(request: Request, params: { saleId?: string }): SaleRef {
  const vacation = new URL(request.url).pathname.startsWith(VACATION_PURCHASES_PATH);
  const candidate = vacation
    ? { kind: 'vacation', id: params.saleId }
    : { kind: 'invoice', id: idFrom(params.saleId) };
  const parsed = SaleRefSchema.safeParse(candidate);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

/**
 * Which document and which file a `…/sunat/{file}` address asks for (decision 106): `recibo.xml`,
 * `recibo-cdr.xml`, `nota-de-credito.xml`, `nota-de-credito-cdr.xml`, as the receipt's links
 * (server/invoice-checkout/receipt-status.ts) write them; anything else is a 404.
 */
export function documentFileFromParams(params: { file?: string }) {
  const match = /^(recibo|nota-de-credito)(-cdr)?\.xml$/.exec(params.file ?? '');
  if (!match) throw notFound();
  return {
    document: match[1] === 'recibo' ? ('receipt' as const) : ('credit-note' as const),
    file: match[2] ? ('cdr' as const) : ('xml' as const),
  };
}
