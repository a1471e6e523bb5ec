export const PURCHASES_PATH = '/dashboard/compras';

export const invoiceHref = (invoiceId: number) => `${PURCHASES_PATH}/${invoiceId}`;

export const receiptHref = (kind: 'invoice' | 'vacation', id: string) =>
  kind === 'invoice'
    ? `${PURCHASES_PATH}/${id}/recibo.pdf`
    : `${PURCHASES_PATH}/vacaciones/${encodeURIComponent(id)}/recibo.pdf`;
