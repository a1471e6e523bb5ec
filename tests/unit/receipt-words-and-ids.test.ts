import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords } from '../../kernel/amount-in-words';
import {
  buyerMustBeNamed,
  documentProblem,
  namedBoletaAbove,
  normalizeDocumentNumber,
  rucCheckDigit,
  RUC_PREFIXES,
  SUNAT_DOCUMENT_CODE,
} from '../../kernel/tax-ids';
import { RECEIPT_TEXT } from '../../kernel/texts/receipts';

describe('a total in words', () => {
  it('writes the spec example as SUNAT receipts do', () => {
    expect(amountInWords(1710, 'PEN')).toBe('SON: MIL SETECIENTOS DIEZ CON 00/100 SOLES');
  });

  it.each([
    [1, 'UNO'],
    [15, 'QUINCE'],
    [21, 'VEINTIUNO'],
    [22, 'VEINTIDÓS'],
    [45, 'CUARENTA Y CINCO'],
    [100, 'CIEN'],
    [101, 'CIENTO UNO'],
    [489, 'CUATROCIENTOS OCHENTA Y NUEVE'],
    [1000, 'MIL'],
    [2016, 'DOS MIL DIECISÉIS'],
    [21000, 'VEINTIÚN MIL'],
    [101000, 'CIENTO UN MIL'],
    [1000000, 'UN MILLÓN'],
    [2500300, 'DOS MILLONES QUINIENTOS MIL TRESCIENTOS'],
  ])('%i is %s', (n, words) => {
    expect(integerInWords(n)).toBe(words);
  });

  it('keeps the cents and names dollars', () => {
    expect(amountInWords(489.5, 'USD')).toBe(
      'SON: CUATROCIENTOS OCHENTA Y NUEVE CON 50/100 DÓLARES AMERICANOS',
    );
    expect(amountInWords(543.15, 'PEN')).toBe('SON: QUINIENTOS CUARENTA Y TRES CON 15/100 SOLES');
  });
});

describe('buyer documents', () => {
  it('accepts a RUC whose check digit is right and refuses one digit off', () => {
    // SUNAT's own RUC.
    expect(rucCheckDigit('2013131295')).toBe(5);
    expect(documentProblem('RUC', '20131312955')).toBeNull();
    expect(documentProblem('RUC', '20131312954')).toBe('check-digit');
    expect(documentProblem('RUC', '2013131295')).toBe('format');
    expect(documentProblem('RUC', '30131312955')).toBe('format');
  });

  it('checks a DNI, a carné de extranjería and a passport by their format', () => {
    expect(documentProblem('DNI', '45678912')).toBeNull();
    expect(documentProblem('DNI', '4567891')).toBe('format');
    expect(documentProblem('CE', '001234567')).toBeNull();
    expect(documentProblem('CE', '12345')).toBe('format');
    expect(documentProblem('PASAPORTE', normalizeDocumentNumber('pe 123-456'))).toBeNull();
    expect(documentProblem('PASAPORTE', 'ÑÑÑ')).toBe('format');
  });
});

describe('one RUC rule (issue 75 point 7)', () => {
  /** The first ten digits with `prefix`, and the check digit that makes them a valid RUC. */
  const rucWith = (prefix: string) => {
    const firstTen = `${prefix}13131295`;
    return `${firstTen}${rucCheckDigit(firstTen)}`;
  };

  it('accepts each prefix SUNAT gives, 16 included, and no other', () => {
    for (const prefix of ['10', '15', '16', '17', '20'])
      expect(documentProblem('RUC', rucWith(prefix)), prefix).toBeNull();
    for (const prefix of ['11', '18', '19', '21', '30'])
      expect(documentProblem('RUC', rucWith(prefix)), prefix).toBe('format');
  });

  it('says the same prefixes in the form’s message', () => {
    expect(RECEIPT_TEXT.errors.rucFormat).toBe(
      `El RUC tiene 11 dígitos y empieza con ${RUC_PREFIXES.slice(0, -1).join(', ')} o 20.`,
    );
  });
});

describe("a foreign buyer's own documents (catálogo 06)", () => {
  it('names a passport 7, an identity document of their country B, a foreign tax number 0', () => {
    expect(SUNAT_DOCUMENT_CODE).toMatchObject({
      PASAPORTE: '7',
      ID_EXTRANJERO: 'B',
      TRIBUTARIO_EXTRANJERO: '0',
    });
    expect(documentProblem('ID_EXTRANJERO', normalizeDocumentNumber('1.023.456.789'))).toBeNull();
    expect(documentProblem('ID_EXTRANJERO', 'AB1')).toBe('format');
    expect(documentProblem('TRIBUTARIO_EXTRANJERO', normalizeDocumentNumber('GOMC-850101-AB1'))).toBeNull();
  });
});

describe('the named boleta in dollars: S/ 700 at the day’s rate (issue 75 point 7)', () => {
  it('is S/ 700, or its dollars at the rate down to the cent', () => {
    expect(namedBoletaAbove('PEN', 3.75)).toBe(700);
    expect(namedBoletaAbove('USD', 3.75)).toBe(186.66);
    expect(namedBoletaAbove('USD', 3.5)).toBe(200);
    expect(namedBoletaAbove('USD', 3.78)).toBe(185.18);
  });

  it('asks the name exactly when the total is above S/ 700 at that rate', () => {
    const above = namedBoletaAbove('USD', 3.75);
    expect(buyerMustBeNamed(186.66, above)).toBe(false);
    expect(buyerMustBeNamed(186.67, above)).toBe(true);
    // 186.66 × 3.75 = 699.975 and 186.67 × 3.75 = 700.0125.
    expect(186.66 * 3.75 > 700).toBe(false);
    expect(186.67 * 3.75 > 700).toBe(true);
  });
});
