/**
 * A receipt's total in words, as SUNAT's printed receipts write it:
 * 'SON: MIL SETECIENTOS DIEZ CON 00/100 SOLES'.
 */
import type { Currency } from './money';

const UNITS = ['', 'UNO', 'DOS', 'TRES', 'CUATRO', 'CINCO', 'SEIS', 'SIETE', 'OCHO', 'NUEVE'];
const TEENS = [
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISÉIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
];
const TWENTIES = [
  'VEINTE',
  'VEINTIUNO',
  'VEINTIDÓS',
  'VEINTITRÉS',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISÉIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
const TENS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const HUNDREDS = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
];

const CURRENCY_WORDS: Record<Currency, string> = { PEN: 'SOLES', USD: 'DÓLARES AMERICANOS' };

function belowHundred(n: number): string {
  if (n < 10) return UNITS[n];
  if (n < 20) return TEENS[n - 10];
  if (n < 30) return TWENTIES[n - 20];
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]} Y ${UNITS[unit]}` : TENS[n / 10];
}

function belowThousand(n: number): string {
  if (n === 100) return 'CIEN';
  const rest = n % 100;
  return [HUNDREDS[Math.floor(n / 100)], belowHundred(rest)].filter(Boolean).join(' ');
}

/** 'UNO' becomes 'UN' before MIL and MILLÓN ('VEINTIÚN MIL', 'UN MILLÓN'). */
const apocopated = (words: string) => words.replace(/VEINTIUNO$/, 'VEINTIÚN').replace(/UNO$/, 'UN');

export function integerInWords(n: number): string {
  if (n === 0) return 'CERO';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions) parts.push(millions === 1 ? 'UN MILLÓN' : `${apocopated(integerInWords(millions))} MILLONES`);
  if (thousands) parts.push(thousands === 1 ? 'MIL' : `${apocopated(belowThousand(thousands))} MIL`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

export function amountInWords(amount: number, currency: Currency): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  return `SON: ${integerInWords(whole)} CON ${fraction}/100 ${CURRENCY_WORDS[currency]}`;
}
