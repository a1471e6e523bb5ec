/** A pedido's number as every provider and page writes it: PED- and 8 digits. */
export const invoiceNumber = (id: number) => `PED-${String(id).padStart(8, '0')}`;

export const INVOICE_NUMBER = /^PED-(\d{8})$/;
