/**
 * Buyer documents on an electronic receipt (issues 55 and 75): what a DNI, a carné de extranjería,
 * a passport, a RUC and a foreign buyer's own documents look like, which ones a boleta and a
 * factura take for a buyer in Peru or abroad, the RUC's check digit (SUNAT's modulo 11 over the
 * first ten digits) and the named-boleta amount. The same rules check the parent's form, our
 * settings and the simulated API.
 */
import type { Currency } from './money';

export type BuyerDocumentType =
  | 'DNI'
  | 'CE'
  | 'PASAPORTE'
  | 'RUC'
  | 'ID_EXTRANJERO'
  | 'TRIBUTARIO_EXTRANJERO';

/**
 * SUNAT's catálogo 06 code of each document type, as the receipt's QR and XML carry it: '0'
 * DOC.TRIB.NO.DOM.SIN.RUC (a company abroad by its own tax number), 'B' DOC.IDENT.PAIS.RESIDENCIA-NO.D
 * (a person abroad by their country's identity document). Decision 105.
 */
export const SUNAT_DOCUMENT_CODE: Record<BuyerDocumentType, string> = {
  TRIBUTARIO_EXTRANJERO: '0',
  DNI: '1',
  CE: '4',
  RUC: '6',
  PASAPORTE: '7',
  ID_EXTRANJERO: 'B',
};

/** The first two digits SUNAT gives a RUC: one list for the form, the settings and the API (decision 105). */
export const RUC_PREFIXES = ['10', '15', '16', '17', '20'] as const;

const FORMATS: Record<BuyerDocumentType, RegExp> = {
  DNI: /^\d{8}$/,
  CE: /^\d{9}$/,
  PASAPORTE: /^[A-Z0-9]{6,12}$/,
  RUC: new RegExp(`^(${RUC_PREFIXES.join('|')})\\d{9}$`),
  ID_EXTRANJERO: /^[A-Z0-9]{5,15}$/,
  TRIBUTARIO_EXTRANJERO: /^[A-Z0-9]{5,20}$/,
};

const RUC_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

export function rucCheckDigit(firstTen: string): number {
  const sum = [...firstTen].reduce((total, digit, index) => total + Number(digit) * RUC_WEIGHTS[index], 0);
  const rest = 11 - (sum % 11);
  return rest === 10 ? 0 : rest === 11 ? 1 : rest;
}

/** Spaces, dots and dashes people type are dropped; letters (a passport's) are upper-cased. */
export const normalizeDocumentNumber = (raw: string) => raw.replace(/[\s.-]/g, '').toUpperCase();

export type DocumentProblem = 'format' | 'check-digit';

export function documentProblem(type: BuyerDocumentType, number: string): DocumentProblem | null {
  if (!FORMATS[type].test(number)) return 'format';
  if (type === 'RUC' && rucCheckDigit(number.slice(0, 10)) !== Number(number[10])) return 'check-digit';
  return null;
}

/**
 * Domiciled in Peru for the IGV: a family whose account is in Peru. Anyone else is a
 * non-domiciled buyer, to whom the business's one foreign-sales rule applies (decision 105),
 * unless they name a RUC, which only a taxpayer domiciled in Peru holds.
 */
export const isDomiciledCountry = (country: string) => country.toUpperCase() === 'PE';

/** The documents a boleta may name its buyer by: a person abroad also by their own country's. */
export const boletaDocuments = (domiciled: boolean): BuyerDocumentType[] =>
  domiciled ? ['DNI', 'CE', 'PASAPORTE'] : ['PASAPORTE', 'ID_EXTRANJERO', 'DNI', 'CE'];

/** A factura's buyer: a RUC, or abroad a company's own tax number. */
export const facturaDocuments = (domiciled: boolean): BuyerDocumentType[] =>
  domiciled ? ['RUC'] : ['RUC', 'TRIBUTARIO_EXTRANJERO'];

/** A boleta above S/ 700 names its buyer (SUNAT). */
export const NAMED_BOLETA_ABOVE_PEN = 700;

/**
 * The named-boleta amount in the sale's currency: S/ 700, or in dollars S/ 700 at the day's rate
 * (USD_PEN_EXCHANGE_RATE), down to the cent, so a total in cents is above it exactly when it is
 * above S/ 700 at that rate.
 */
export function namedBoletaAbove(currency: Currency, usdPenRate: number): number {
  if (currency === 'PEN') return NAMED_BOLETA_ABOVE_PEN;
  return Math.floor((NAMED_BOLETA_ABOVE_PEN * 100) / usdPenRate + 1e-9) / 100;
}

export const buyerMustBeNamed = (total: number, namedAbove: number) => total > namedAbove;
