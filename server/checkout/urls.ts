/** The addresses of "Mis compras" (decision 030), one place for the views that link to them. */
export const PURCHASES_PATH = '/dashboard/compras';

export const invoiceHref = (invoiceId: number) => `${PURCHASES_PATH}/${invoiceId}`;

/** The PDF receipt of a paid invoice or vacation purchase. */
export const receiptHref = (kind: 'invoice' | 'vacation', id: string) =>
  kind === 'invoice'
    ? `${PURCHASES_PATH}/${id}/comprobante`
    : `${PURCHASES_PATH}/vacaciones/${encodeURIComponent(id)}/comprobante`;
