/** Identity documents (spec §3): which ones a country offers and each number's rule (decision 019). */
export const DOCUMENT_TYPES = ['DNI', 'alien-certificate', 'passport', 'cedula', 'ID', 'CURP'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_LABEL: Record<DocumentType, string> = {
  DNI: 'DNI',
  'alien-certificate': 'Carné de extranjería',
  passport: 'Pasaporte',
  cedula: 'Cédula de identidad',
  ID: 'Documento de identidad (ID)',
  CURP: 'CURP',
};

export function documentLabel(type: string): string {
  const known = DOCUMENT_TYPES.find((candidate) => candidate === type);
  return known ? DOCUMENT_LABEL[known] : type;
}

/** Digits [min, max]. */
const CEDULA_DIGITS: Record<string, readonly [number, number]> = {
  CO: [6, 10],
  EC: [10, 10],
  VE: [6, 9],
  CR: [9, 9],
  UY: [7, 8],
  PY: [5, 8],
  DO: [11, 11],
  BO: [5, 10],
  CL: [7, 9],
  PA: [7, 12],
  NI: [14, 14],
};

/** National document first. */
export function documentTypesFor(country: string): DocumentType[] {
  if (country === 'PE') return ['DNI', 'alien-certificate', 'passport'];
  if (country === 'MX') return ['CURP', 'passport'];
  if (country in CEDULA_DIGITS) return ['cedula', 'passport'];
  return ['ID', 'passport'];
}

/** For the page script that hides the others once a country is chosen. */
export function documentCountries(type: DocumentType): string[] | 'others' | 'all' {
  if (type === 'DNI' || type === 'alien-certificate') return ['PE'];
  if (type === 'CURP') return ['MX'];
  if (type === 'cedula') return Object.keys(CEDULA_DIGITS);
  if (type === 'ID') return 'others';
  return 'all';
}

export function isDocumentTypeOf(country: string, type: string): type is DocumentType {
  return (documentTypesFor(country) as string[]).includes(type);
}

// CURP: 4 letters, birth date YYMMDD, sex, state code, 3 internal consonants, a homoclave and a check digit.
const CURP =
  /^[A-Z][AEIOUX][A-Z]{2}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[HMX](AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GR|GT|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE)[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d$/;

export function documentNumberError(type: DocumentType, country: string, raw: string): string | null {
  const number = raw.trim().toUpperCase();
  switch (type) {
    case 'DNI':
      return /^\d{8}$/.test(number) ? null : 'El DNI tiene 8 dígitos';
    case 'alien-certificate':
      return /^[A-Z0-9]{9,12}$/.test(number)
        ? null
        : 'El carné de extranjería tiene de 9 a 12 letras o números';
    case 'passport':
      return /^[A-Z0-9]{6,12}$/.test(number) ? null : 'El pasaporte tiene de 6 a 12 letras o números';
    case 'CURP':
      return CURP.test(number) ? null : 'La CURP tiene 18 caracteres, por ejemplo GOMC850101HDFRRR09';
    case 'cedula': {
      const [min, max] = CEDULA_DIGITS[country] ?? [5, 12];
      const digits = min === max ? `${min}` : `${min} a ${max}`;
      return new RegExp(`^\\d{${min},${max}}$`).test(number)
        ? null
        : `La cédula tiene ${digits} dígitos, sin puntos ni guiones`;
    }
    case 'ID':
      return /^[A-Z0-9-]{5,15}$/.test(number) ? null : 'El documento tiene de 5 a 15 letras o números';
  }
}
