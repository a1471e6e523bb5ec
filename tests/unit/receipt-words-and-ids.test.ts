import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords } from '../../kernel/amount-in-words';
import { documentProblem, normalizeDocumentNumber, rucCheckDigit } from '../../kernel/tax-ids';

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
