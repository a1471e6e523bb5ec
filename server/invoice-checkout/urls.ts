/** The addresses of "Mis compras" (decision 030), one place for the views that link to them. */
export const PURCHASES_PATH = '/dashboard/compras';

export const invoiceHref = (invoiceId: number) => `${PURCHASES_PATH}/${invoiceId}`;

/** The PDF receipt of a paid invoice or vacation purchase (the app's `…/recibo.pdf` routes). */
export const receiptHref = (kind: 'invoice' | 'vacation', id: string) =>
  kind === 'invoice'
    ? `${PURCHASES_PATH}/${id}/recibo.pdf`
    : `${PURCHASES_PATH}/vacaciones/${encodeURIComponent(id)}/recibo.pdf`;
