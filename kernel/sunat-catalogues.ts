/**
 * The codes of SUNAT's catálogos (Anexo 8 of the electronic receipts' rules) that our receipts
 * print and the simulated API writes in each XML, in one place (decisions 105 and 106).
 */

/** Catálogo 01: the kind of document. */
export const DOCUMENT_TYPE_CODE = { factura: '01', boleta: '03', nota_credito: '07' } as const;

/** How the business treats a sale to a buyer not domiciled in Peru: one setting (decision 105). */
export const FOREIGN_SALES_TREATMENTS = ['export', 'taxed'] as const;
export type ForeignSalesTreatment = (typeof FOREIGN_SALES_TREATMENTS)[number];

/**
 * Catálogo 51, the operation: 0101 a sale in Peru; 0201 an export of services performed wholly in
 * Peru (Ley del IGV art. 33, Apéndice V); 0401 a sale to a non-domiciled buyer that is not an
 * export (taxed like a sale in Peru). Each may be a factura or a boleta.
 */
export const OPERATION_CODE = {
  venta_interna: '0101',
  exportacion: '0201',
  no_domiciliado: '0401',
} as const;
export type Operation = keyof typeof OPERATION_CODE;

/** Catálogo 07, how the IGV applies to each line: 10 gravado, 30 inafecto, 40 exportación. */
export const IGV_AFFECTATION_CODE = { gravada: '10', inafecta: '30', exportacion: '40' } as const;
export type TaxTreatment = keyof typeof IGV_AFFECTATION_CODE;

/** Catálogo 52: the legends a receipt carries (1000, the total in words, is printed on every one). */
export const LEGEND = {
  amountInWords: '1000',
  /** Every export of services. */
  servicesExport: { code: '2011', text: 'EXPORTACIÓN DE SERVICIOS - DECRETO LEGISLATIVO N.º 919' },
} as const;

/**
 * Catálogo 09, why a nota de crédito was issued. A refund of the whole sale is '06' Devolución
 * total ('07' is a refund of some lines only).
 */
export const CREDIT_NOTE_REASON = {
  '01': 'Anulación de la operación',
  '06': 'Devolución total',
  '07': 'Devolución por ítem',
} as const;
export type CreditNoteReasonCode = keyof typeof CREDIT_NOTE_REASON;

/** Forma de pago (required on facturas since 2021): every sale of ours is paid before it is issued. */
export const PAYMENT_TERMS = { contado: 'Contado', credito: 'Crédito' } as const;
export type PaymentTermsKind = keyof typeof PAYMENT_TERMS;

/** The IGV rate on a taxed sale. */
export const IGV_RATE = 0.18;
