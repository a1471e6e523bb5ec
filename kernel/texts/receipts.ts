/** Electronic receipts (issue 55): the checkout's choice, Mis compras and the PDF, in one place. */
import { formatMoney, type Currency } from '../money';
import { NAMED_BOLETA_ABOVE } from '../tax-ids';

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
  documentType: 'Tipo de documento',
  documentTypes: { DNI: 'DNI', CE: 'Carné de extranjería', PASAPORTE: 'Pasaporte' },
  documentNumber: 'Número de documento',
  buyerName: 'Nombre completo',
  ruc: 'RUC',
  companyName: 'Razón social',
  fiscalAddress: 'Dirección fiscal',
  boletaGroup: 'Datos de la boleta',
  facturaGroup: 'Datos de la factura',
  errors: {
    DNI: 'El DNI tiene 8 dígitos.',
    CE: 'El carné de extranjería tiene 9 dígitos.',
    PASAPORTE: 'El pasaporte tiene de 6 a 12 letras o números.',
    rucFormat: 'El RUC tiene 11 dígitos y empieza con 10, 15, 16, 17 o 20.',
    rucCheckDigit: 'Este RUC no es válido: revisa sus dígitos.',
    rucMissing: 'Ingresa el RUC para la factura.',
    companyName: 'Ingresa la razón social que irá en la factura.',
    fiscalAddress: 'Ingresa la dirección fiscal que irá en la factura.',
    buyerName: 'Ingresa el nombre completo que irá en la boleta.',
  },
} as const;

export const namedBoletaHint = (currency: Currency) =>
  `Obligatorio para compras mayores a ${formatMoney(
    NAMED_BOLETA_ABOVE[currency],
    currency,
  )}; si no, opcional.`;

export const namedBoletaRequired = (currency: Currency) =>
  `Para compras mayores a ${formatMoney(
    NAMED_BOLETA_ABOVE[currency],
    currency,
  )} la boleta lleva el documento del comprador: ingrésalo.`;

/** How Mis compras and the pedido page name an issued document, and its OSE status. */
export const DOCUMENT_TEXT = {
  names: { boleta: 'Boleta', factura: 'Factura', nota_credito: 'Nota de crédito' },
  statuses: { aceptado: 'Aceptado', observado: 'Observado', rechazado: 'Rechazado' },
  inProcess: 'Comprobante en proceso',
  downloads: {
    boleta: 'Descargar boleta',
    factura: 'Descargar factura',
    nota_credito: 'Descargar nota de crédito',
    provider: 'Descargar recibo del proveedor de pago',
    payment: 'Descargar recibo',
  },
} as const;

/** The printed representation (issue 55 point 2): what SUNAT asks it to say. */
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
} as const;
