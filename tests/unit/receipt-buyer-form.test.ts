import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Money } from '../../kernel/money';
import { checkReceiptFields, RECEIPT_FIELDS, receiptBuyerOf } from '../../server/validation/receipt-buyer';

const schemaFor = (sale: Money | null) =>
  z.object(RECEIPT_FIELDS).superRefine((value, context) => checkReceiptFields(value, context, sale));

const errorsOf = (sale: Money | null, input: Record<string, string>) => {
  const result = schemaFor(sale).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

const ABOVE = { amount: 1710, currency: 'PEN' } as const;
const BELOW = { amount: 350, currency: 'PEN' } as const;

describe('the receipt fields at checkout', () => {
  it('lets a boleta name nobody up to S/ 700', () => {
    expect(errorsOf(BELOW, {})).toEqual({});
    expect(receiptBuyerOf(schemaFor(BELOW).parse({}))).toMatchObject({
      kind: 'boleta',
      document_number: null,
    });
  });

  it('asks for the document above S/ 700, beside the field', () => {
    expect(errorsOf(ABOVE, { comprobante: 'boleta' })).toEqual({
      numeroDocumento: 'Para compras mayores a S/ 700 la boleta lleva el documento del comprador: ingrésalo.',
    });
    expect(errorsOf({ amount: 489, currency: 'USD' }, {}).numeroDocumento).toContain('$185 USD');
  });

  it('checks each document by its format and asks for the name', () => {
    expect(errorsOf(ABOVE, { numeroDocumento: '1234567', nombreComprador: 'Carlos Quispe' })).toEqual({
      numeroDocumento: 'El DNI tiene 8 dígitos.',
    });
    expect(errorsOf(ABOVE, { tipoDocumento: 'CE', numeroDocumento: '45678912' })).toMatchObject({
      numeroDocumento: 'El carné de extranjería tiene 9 dígitos.',
      nombreComprador: 'Ingresa el nombre completo que irá en la boleta.',
    });
    const named = schemaFor(ABOVE).parse({ numeroDocumento: '4567 8912', nombreComprador: 'Carlos Quispe' });
    expect(receiptBuyerOf(named)).toEqual({
      kind: 'boleta',
      document_type: 'DNI',
      document_number: '45678912',
      name: 'Carlos Quispe',
      address: null,
    });
  });

  it('refuses a RUC with a wrong check digit and asks for what a factura needs', () => {
    expect(errorsOf(BELOW, { comprobante: 'factura', ruc: '20131312954' })).toEqual({
      ruc: 'Este RUC no es válido: revisa sus dígitos.',
      razonSocial: 'Ingresa la razón social que irá en la factura.',
      direccionFiscal: 'Ingresa la dirección fiscal que irá en la factura.',
    });
    expect(errorsOf(BELOW, { comprobante: 'factura', ruc: '123' }).ruc).toBe(
      'El RUC tiene 11 dígitos y empieza con 10, 15, 16, 17 o 20.',
    );
    const factura = schemaFor(BELOW).parse({
      comprobante: 'factura',
      ruc: '20131312955',
      razonSocial: 'Colegio San Martín S.A.C.',
      direccionFiscal: 'Av. Arequipa 123, Lima',
    });
    expect(receiptBuyerOf(factura)).toMatchObject({
      kind: 'factura',
      document_type: 'RUC',
      document_number: '20131312955',
    });
  });

  it('checks nothing where no Peruvian receipt applies (Mexico)', () => {
    expect(errorsOf(null, { comprobante: 'factura', ruc: '1' })).toEqual({});
  });
});
