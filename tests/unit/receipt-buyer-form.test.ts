import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkReceiptFields,
  RECEIPT_FIELDS,
  receiptBuyerOf,
  receiptSaleOf,
  type ReceiptSale,
} from '../../server/validation/receipt-buyer';

const schemaFor = (sale: ReceiptSale | null) =>
  z.object(RECEIPT_FIELDS).superRefine((value, context) => checkReceiptFields(value, context, sale));

const errorsOf = (sale: ReceiptSale | null, input: Record<string, string>) => {
  const result = schemaFor(sale).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

const RATE = 3.75;
const ABOVE = receiptSaleOf({ amount: 1710, currency: 'PEN' }, 'PE', RATE);
const BELOW = receiptSaleOf({ amount: 350, currency: 'PEN' }, 'PE', RATE);

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
    // S/ 700 at the day's rate (3.75): $186.66, not a fixed $185 (issue 75 point 7).
    const dollars = (amount: number, rate = RATE) => receiptSaleOf({ amount, currency: 'USD' }, 'CO', rate);
    expect(errorsOf(dollars(489), {}).numeroDocumento).toContain('$186.66 USD');
    expect(errorsOf(dollars(186.66), {})).toEqual({});
    expect(errorsOf(dollars(186.67), {}).numeroDocumento).toContain('$186.66 USD');
    expect(errorsOf(dollars(186.67, 3.5), {})).toEqual({});
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

  it('checks nothing where no receipt is chosen (a subscription)', () => {
    expect(errorsOf(null, { comprobante: 'factura', ruc: '1' })).toEqual({});
  });
});

describe("a buyer abroad (issue 75 point 1): their own documents, a family in Peru's only", () => {
  const MEXICO = receiptSaleOf({ amount: 489, currency: 'USD' }, 'MX', RATE);

  it("names a boleta by a passport or their country's document, checked by its format", () => {
    const byId = schemaFor(MEXICO).parse({
      tipoDocumento: 'ID_EXTRANJERO',
      numeroDocumento: 'GOMC850101HDF',
      nombreComprador: 'Mariana López',
    });
    expect(receiptBuyerOf(byId)).toMatchObject({
      document_type: 'ID_EXTRANJERO',
      document_number: 'GOMC850101HDF',
    });
    expect(
      errorsOf(MEXICO, { tipoDocumento: 'PASAPORTE', numeroDocumento: 'G1', nombreComprador: 'M' }),
    ).toEqual({
      numeroDocumento: 'El pasaporte tiene de 6 a 12 letras o números.',
    });
  });

  it('names a factura by a foreign tax number; a family in Peru may not use one', () => {
    const company = {
      comprobante: 'factura',
      tipoDocumentoFactura: 'TRIBUTARIO_EXTRANJERO',
      ruc: 'LOHM-850101-AB1',
      razonSocial: 'Aprende Más S.A. de C.V.',
      direccionFiscal: 'Av. Reforma 222, Ciudad de México',
    };
    expect(receiptBuyerOf(schemaFor(MEXICO).parse(company))).toMatchObject({
      kind: 'factura',
      document_type: 'TRIBUTARIO_EXTRANJERO',
      document_number: 'LOHM850101AB1',
    });
    expect(errorsOf(BELOW, company)).toEqual({
      tipoDocumentoFactura:
        'Ese documento es para compras desde fuera del Perú: elige DNI, carné de extranjería o pasaporte.',
    });
    expect(
      errorsOf(BELOW, { tipoDocumento: 'ID_EXTRANJERO', numeroDocumento: 'AB12345', nombreComprador: 'A' }),
    ).toEqual({
      tipoDocumento:
        'Ese documento es para compras desde fuera del Perú: elige DNI, carné de extranjería o pasaporte.',
    });
  });
});
