/** Cents as the API rounds them, shared by invoices and the receipts it issues for them. */
export const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;
