/**
 * The printed representation of an electronic receipt (issue 55 point 2, issue 75), read back from
 * the PDF as a person and a phone would: its text and its QR, for a boleta in soles and in
 * dollars, a factura with its forma de pago, the taxed, inafecto and exported cases and a nota de
 * crédito with its catálogo 09 code; the issuer printed is the one the document names; a
 * provider's receipt says nothing of SUNAT.
 */
import { describe, expect, it } from 'vitest';
import { electronicReceiptPdf, receiptPdf } from '../../app/lib/receipt-pdf.server';
import type { ElectronicDocument } from '../../server/upstream/schemas/electronic-receipts';
import { pdfQrTexts } from '../support/pdf-qr';
import { pdfText } from '../support/pdf-text';

const ISSUER = {
  legal_name: 'Kodea Educación S.A.C.',
  ruc: '20612345679',
  address: 'Av. José Larco 1232, Miraflores',
};
const HASH = 'qV8mT2x0fWc3aG9zdGVkLWhhc2g=';

const BOLETA: ElectronicDocument = {
  type: 'boleta',
  series: 'B001',
  number: 12,
  issued_at: '2026-11-27T22:30:00-05:00',
  currency: 'PEN',
  issuer: ISSUER,
  operation: 'venta_interna',
  buyer: { document_type: 'DNI', document_number: '45678912', name: 'Carlos Quispe Huamán', address: null },
  lines: [{ description: 'Ruta Creadores de Videojuegos', quantity: 1, amount: 1710 }],
  discount: 0,
  tax_treatment: 'gravada',
  taxable_amount: 1449.15,
  igv: 260.85,
  igv_rate: 0.18,
  total: 1710,
  payment_terms: null,
  hash: HASH,
  status: 'aceptado',
  status_reason: null,
  replaced_by: null,
  reference: null,
  reason_code: null,
  reason: null,
};

const read = async (document: ElectronicDocument) => {
  const pdf = await electronicReceiptPdf(document);
  return { text: pdfText(pdf), qr: pdfQrTexts(pdf) };
};

describe('the PDF of an electronic receipt', () => {
  it('a boleta in soles, taxed: what SUNAT asks, in figures and in words, and its QR', async () => {
    const { text, qr } = await read(BOLETA);
    for (const expected of [
      'BOLETA DE VENTA ELECTRÓNICA',
      'B001-00000012',
      'RUC 20612345679',
      'Kodea Educación S.A.C.',
      'Av. José Larco 1232, Miraflores',
      'Carlos Quispe Huamán',
      '45678912',
      'Ruta Creadores de Videojuegos',
      'Op. gravada',
      'S/ 1,449.15',
      'IGV 18 %',
      'S/ 260.85',
      'S/ 1,710.00',
      'SON: MIL SETECIENTOS DIEZ CON 00/100 SOLES',
      'Soles',
      '27/11/2026',
      `Código hash: ${HASH}`,
      'Representación impresa de la boleta de venta electrónica',
    ])
      expect(text).toContain(expected);
    // The date is Peru's: 22:30 in Lima is already the 28th in UTC.
    expect(qr).toEqual([`20612345679|03|B001|00000012|260.85|1710.00|2026-11-27|1|45678912|${HASH}|`]);
  });

  it('a boleta in dollars to a final consumer says so', async () => {
    const { text, qr } = await read({
      ...BOLETA,
      number: 13,
      currency: 'USD',
      buyer: { document_type: null, document_number: null, name: null, address: null },
      lines: [{ description: 'Curso de YouTuber Kids', quantity: 1, amount: 150 }],
      taxable_amount: 127.12,
      igv: 22.88,
      total: 150,
    });
    expect(text).toContain('SON: CIENTO CINCUENTA CON 00/100 DÓLARES AMERICANOS');
    expect(text).toContain('Dólares americanos');
    expect(text).toContain('Cliente final');
    expect(text).toContain('$150.00 USD');
    expect(qr).toEqual([`20612345679|03|B001|00000013|22.88|150.00|2026-11-27|-|-|${HASH}|`]);
  });

  it('a factura, inafecta: the company by RUC and address, its forma de pago, no IGV', async () => {
    const { text, qr } = await read({
      ...BOLETA,
      type: 'factura',
      series: 'F001',
      number: 3,
      buyer: {
        document_type: 'RUC',
        document_number: '20131312955',
        name: 'Constructora Los Andes S.A.C.',
        address: 'Av. Arequipa 1450, Lince, Lima',
      },
      tax_treatment: 'inafecta',
      taxable_amount: 1710,
      igv: 0,
      igv_rate: 0,
      payment_terms: { kind: 'contado', amount: 1710 },
    });
    for (const expected of [
      'FACTURA ELECTRÓNICA',
      'F001-00000003',
      'Constructora Los Andes S.A.C.',
      '20131312955',
      'Av. Arequipa 1450, Lince, Lima',
      'Forma de pago',
      'Contado · S/ 1,710.00',
      'Op. inafecta',
      'Representación impresa de la factura electrónica',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('IGV');
    expect(qr).toEqual([`20612345679|01|F001|00000003|0.00|1710.00|2026-11-27|6|20131312955|${HASH}|`]);
  });

  it('a nota de crédito names the document it modifies, its catálogo 09 code and why', async () => {
    const { text, qr } = await read({
      ...BOLETA,
      type: 'nota_credito',
      series: 'BC01',
      number: 1,
      reference: { type: 'boleta', series: 'B001', number: 12 },
      reason_code: '06',
      reason: 'Devolución total',
    });
    for (const expected of [
      'NOTA DE CRÉDITO ELECTRÓNICA',
      'BC01-00000001',
      'Boleta B001-00000012',
      'Tipo de nota de crédito',
      '06 - Devolución total',
      'Representación impresa de la nota de crédito electrónica',
    ])
      expect(text).toContain(expected);
    expect(qr[0]).toMatch(/^20612345679\|07\|BC01\|00000001\|/);
  });
});

describe('issue 75: the issuer the document names, a sale abroad exported', () => {
  it('prints the issuer the document carries, in its box and its QR', async () => {
    const issuer = {
      legal_name: 'Kodea Perú E.I.R.L.',
      ruc: '20131312955',
      address: 'Jr. Cusco 120, Arequipa',
    };
    const { text, qr } = await read({ ...BOLETA, issuer });
    for (const expected of ['Kodea Perú E.I.R.L.', 'RUC 20131312955', 'Jr. Cusco 120, Arequipa'])
      expect(text).toContain(expected);
    expect(text).not.toContain('20612345679');
    expect(qr[0]).toMatch(/^20131312955\|03\|B001\|/);
  });

  it("an export of services: a boleta to a passport holder abroad, no IGV, SUNAT's legend", async () => {
    const { text, qr } = await read({
      ...BOLETA,
      currency: 'USD',
      operation: 'exportacion',
      buyer: {
        document_type: 'PASAPORTE',
        document_number: 'AV4518832',
        name: 'Andrés Gómez',
        address: null,
      },
      lines: [{ description: 'Curso de YouTuber Kids', quantity: 1, amount: 129 }],
      tax_treatment: 'exportacion',
      taxable_amount: 129,
      igv: 0,
      igv_rate: 0,
      total: 129,
    });
    for (const expected of [
      'BOLETA DE VENTA ELECTRÓNICA',
      'Tipo de operación',
      'Exportación de servicios',
      'Pasaporte',
      'AV4518832',
      'Op. exportación',
      '$129.00 USD',
      'EXPORTACIÓN DE SERVICIOS - DECRETO LEGISLATIVO N.º 919',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('IGV 18');
    expect(qr).toEqual([`20612345679|03|B001|00000012|0.00|129.00|2026-11-27|7|AV4518832|${HASH}|`]);
  });

  it("a company abroad by its own tax number: catálogo 06 '0' in the QR", async () => {
    const { text, qr } = await read({
      ...BOLETA,
      type: 'factura',
      series: 'F001',
      operation: 'no_domiciliado',
      buyer: {
        document_type: 'TRIBUTARIO_EXTRANJERO',
        document_number: 'LOHM850101AB1',
        name: 'Aprende Más S.A. de C.V.',
        address: 'Av. Reforma 222, Ciudad de México',
      },
      payment_terms: { kind: 'contado', amount: 1710 },
    });
    expect(text).toContain('Venta a no domiciliado (no es exportación)');
    expect(text).toContain('IGV 18 %');
    expect(qr[0].split('|').slice(7, 9)).toEqual(['0', 'LOHM850101AB1']);
  });
});

describe("a provider's receipt", () => {
  it("is the payment provider's, with no SUNAT wording and no QR", async () => {
    const pdf = await receiptPdf({
      number: 'PED-00088302',
      issuedAt: '14 de septiembre de 2026, 6:20 PM',
      payerName: 'Mariana López',
      payerEmail: 'mama.mx@example.com',
      childName: 'Emiliano',
      items: [{ name: 'Curso de Inteligencia Artificial', detail: '', amount: '$150 USD' }],
      subtotal: '$150 USD',
      discount: null,
      referral: null,
      total: '$150 USD',
      method: 'Tarjeta',
      reference: 'pi_seed',
      paidAt: '14 de septiembre de 2026, 6:22 PM',
    });
    const text = pdfText(pdf);
    expect(text).toContain('Recibo del proveedor de pago');
    expect(text).not.toMatch(/ELECTRÓNICA|SUNAT|IGV|Representación impresa/);
    expect(pdfQrTexts(pdf)).toEqual([]);
  });
});
