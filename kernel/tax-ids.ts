/**
 * Peruvian buyer documents on an electronic receipt (issue 55): what a DNI, a carné de extranjería,
 * a passport and a RUC look like, and the RUC's check digit (SUNAT's modulo 11 over the first ten
 * digits). The same rules check the parent's form and the simulated API.
 */
import type { Currency } from './money';

export type BuyerDocumentType = 'DNI' | 'CE' | 'PASAPORTE' | 'RUC';

/** SUNAT's catalogue 06 code of each document type, as the receipt's QR carries it. */
export const SUNAT_DOCUMENT_CODE: Record<BuyerDocumentType, string> = {
  DNI: '1',
  CE: '4',
  RUC: '6',
  PASAPORTE: '7',
};

const FORMATS: Record<BuyerDocumentType, RegExp> = {
  DNI: /^\d{8}$/,
  CE: /^\d{9}$/,
  PASAPORTE: /^[A-Z0-9]{6,12}$/,
  RUC: /^(10|15|16|17|20)\d{9}$/,
};

const RUC_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

export function rucCheckDigit(firstTen: string): number {
  const sum = [...firstTen].reduce((total, digit, index) => total + Number(digit) * RUC_WEIGHTS[index], 0);
  const rest = 11 - (sum % 11);
  return rest === 10 ? 0 : rest === 11 ? 1 : rest;
}

/** Spaces and dashes people type are dropped; letters (a passport's) are upper-cased. */
export const normalizeDocumentNumber = (raw: string) => raw.replace(/[\s.-]/g, '').toUpperCase();

export type DocumentProblem = 'format' | 'check-digit';

export function documentProblem(type: BuyerDocumentType, number: string): DocumentProblem | null {
  if (!FORMATS[type].test(number)) return 'format';
  if (type === 'RUC' && rucCheckDigit(number.slice(0, 10)) !== Number(number[10])) return 'check-digit';
  return null;
}

/**
 * A boleta above this total names its buyer (SUNAT: S/ 700). The dollar figure is that amount at
 * the exchange rate the business reviews, a setting kept here so the form and the API agree.
 */
export const NAMED_BOLETA_ABOVE: Record<Currency, number> = { PEN: 700, USD: 185 };

export const buyerMustBeNamed = (total: number, currency: Currency) => total > NAMED_BOLETA_ABOVE[currency];

/**
 * Kodea issues Peruvian electronic receipts for every sale but Mexico's: a Mexican family pays
 * through a Mexican provider, whose own receipt is the one it gets (issue 55 point 7).
 */
export const issuesPeruvianReceipt = (country: string) => country.toUpperCase() !== 'MX';
