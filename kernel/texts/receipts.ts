/** Electronic receipts (issues 55 and 75): the checkout's choice, Mis compras and the PDF, in one place. */
import { formatMoney, type Money } from '../money';
import { CREDIT_NOTE_REASON, type CreditNoteReasonCode } from '../sunat-catalogues';
import { RUC_PREFIXES, type BuyerDocumentType } from '../tax-ids';

const prefixes = `${RUC_PREFIXES.slice(0, -1).join(', ')} o ${RUC_PREFIXES[RUC_PREFIXES.length - 1]}`;

export const RECEIPT_TEXT = {
  legend: 'Comprobante de pago',
  kinds: {
    boleta: 'Boleta de venta electrónica',
    factura: 'Factura electrónica',
  },
  kindHints: {
    boleta: 'Para ti como persona. Puede llevar tu nombre y documento.',
    factura: 'Para una empresa o persona con RUC.',
  },
  /** A family abroad: a company there has no RUC, its own tax number names it. */
  kindHintsAbroad: {
    boleta: 'Para ti como persona. Puede llevar tu nombre y tu documento (pasaporte o el de tu país).',
    factura: 'Para una empresa, con su RUC o su número de identificación tributaria.',
  },
  documentType: 'Tipo de documento',
  documentTypes: {
    DNI: 'DNI',
    CE: 'Carné de extranjería',
    PASAPORTE: 'Pasaporte',
    ID_EXTRANJERO: 'Documento de identidad de tu país',
    RUC: 'RUC',
    TRIBUTARIO_EXTRANJERO: 'Identificación tributaria de tu país',
  } satisfies Record<BuyerDocumentType, string>,
  documentNumber: 'Número de documento',
  buyerName: 'Nombre completo',
  facturaDocumentType: 'Documento de la empresa',
  ruc: 'RUC',
  rucAbroad: 'RUC o número de identificación tributaria',
  companyName: 'Razón social',
  fiscalAddress: 'Dirección fiscal',
  boletaGroup: 'Datos de la boleta',
  facturaGroup: 'Datos de la factura',
  errors: {
    DNI: 'El DNI tiene 8 dígitos.',
    CE: 'El carné de extranjería tiene 9 dígitos.',
    PASAPORTE: 'El pasaporte tiene de 6 a 12 letras o números.',
    ID_EXTRANJERO: 'El documento de identidad tiene de 5 a 15 letras o números.',
    TRIBUTARIO_EXTRANJERO: 'La identificación tributaria tiene de 5 a 20 letras o números.',
    documentTypeAbroad:
      'Ese documento es para compras desde fuera del Perú: elige DNI, carné de extranjería o pasaporte.',
    rucFormat: `El RUC tiene 11 dígitos y empieza con ${prefixes}.`,
    rucCheckDigit: 'Este RUC no es válido: revisa sus dígitos.',
    rucMissing: 'Ingresa el RUC para la factura.',
    companyName: 'Ingresa la razón social que irá en la factura.',
    fiscalAddress: 'Ingresa la dirección fiscal que irá en la factura.',
    buyerName: 'Ingresa el nombre completo que irá en la boleta.',
  },
} as const;

/** `above`: S/ 700, or its dollars at the day's rate (kernel/tax-ids.ts). */
export const namedBoletaHint = (above: Money) =>
  `Obligatorio para compras mayores a ${formatMoney(above.amount, above.currency)}; si no, opcional.`;

export const namedBoletaRequired = (above: Money) =>
  `Para compras mayores a ${formatMoney(
    above.amount,
    above.currency,
  )} la boleta lleva el documento del comprador: ingrésalo.`;

/** How Mis compras and the pedido page name an issued document, its OSE status and its files. */
export const DOCUMENT_TEXT = {
  names: { boleta: 'Boleta', factura: 'Factura', nota_credito: 'Nota de crédito' },
  statuses: {
    pendiente: 'Comprobante en proceso',
    aceptado: 'Aceptado',
    observado: 'Observado',
    rechazado: 'Rechazado por SUNAT: lo estamos corrigiendo',
  },
  inProcess: 'Comprobante en proceso',
  /** A rejected document's reissue says which one it replaces. */
  replaces: (name: string) => `Reemplaza a ${name}, rechazada por SUNAT.`,
  downloads: {
    boleta: 'Descargar boleta',
    factura: 'Descargar factura',
    nota_credito: 'Descargar nota de crédito',
    provider: 'Descargar recibo del proveedor de pago',
    payment: 'Descargar recibo',
  },
  files: {
    xml: 'XML',
    cdr: 'CDR (constancia de SUNAT)',
  },
} as const;

/** The printed representation (issue 55 point 2, issue 75): what SUNAT asks it to say. */
export const PRINTED_TEXT = {
  titles: {
    boleta: 'BOLETA DE VENTA ELECTRÓNICA',
    factura: 'FACTURA ELECTRÓNICA',
    nota_credito: 'NOTA DE CRÉDITO ELECTRÓNICA',
  },
  representation: {
    boleta: 'Representación impresa de la boleta de venta electrónica',
    factura: 'Representación impresa de la factura electrónica',
    nota_credito: 'Representación impresa de la nota de crédito electrónica',
  },
  currencies: { PEN: 'Soles', USD: 'Dólares americanos' },
  finalConsumer: 'Cliente final',
  providerReceipt: 'Recibo del proveedor de pago',
  operations: {
    venta_interna: 'Venta interna',
    exportacion: 'Exportación de servicios',
    no_domiciliado: 'Venta a no domiciliado (no es exportación)',
  },
  taxLines: {
    gravada: 'Op. gravada',
    inafecta: 'Op. inafecta',
    exportacion: 'Op. exportación',
  },
  paymentTerms: 'Forma de pago',
  creditNoteKind: (code: CreditNoteReasonCode) => `${code} - ${CREDIT_NOTE_REASON[code]}`,
} as const;
