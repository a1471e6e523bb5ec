/**
 * What Mis compras says of a sale's receipt (issues 55 and 75): the document's name and OSE status,
 * 'Comprobante en proceso' until the OSE answers, a rejected one never offered as valid, its
 * reissue offered in its place, the receipt kept after a refund, the provider's receipt for a
 * subscription, and the download named after it; a vacation purchase reads `documents` the same
 * way.
 */
import { describe, expect, it } from 'vitest';
import { purchaseRows } from '../../server/invoice-checkout/purchase-rows';
import { receiptStatusView } from '../../server/invoice-checkout/receipt-status';
import { vacationPurchaseOf } from './checkout-builders';
import type { ElectronicDocument } from '../../server/upstream/schemas/electronic-receipts';

const FACTURA: ElectronicDocument = {
  type: 'factura',
  series: 'F001',
  number: 3,
  issued_at: '2026-11-27T10:00:00-05:00',
  currency: 'PEN',
  issuer: { ruc: '20612345679', legal_name: 'Kodea Educación S.A.C.', address: 'Lima' },
  operation: 'venta_interna',
  buyer: { document_type: 'RUC', document_number: '20131312955', name: 'Los Andes S.A.C.', address: 'Lima' },
  lines: [{ description: 'Curso', quantity: 1, amount: 490 }],
  discount: 0,
  tax_treatment: 'gravada',
  taxable_amount: 415.25,
  igv: 74.75,
  igv_rate: 0.18,
  total: 490,
  payment_terms: { kind: 'contado', amount: 490 },
  hash: 'aGFzaGhhc2g=',
  status: 'aceptado',
  status_reason: null,
  replaced_by: null,
  reference: null,
  reason_code: null,
  reason: null,
};

const REJECTED: ElectronicDocument = {
  ...FACTURA,
  status: 'rechazado',
  status_reason: 'Rechazo 2800: el documento del adquirente no es válido según SUNAT.',
};

const paid = (documents: ElectronicDocument[]) => ({ status: 'paid', documents });

describe('a paid sale’s receipt in Mis compras', () => {
  it('names the document, its OSE status and its downloads', () => {
    const note = { ...FACTURA, type: 'nota_credito' as const, series: 'FC01', number: 1 };
    expect(receiptStatusView(paid([FACTURA, note]))).toEqual({
      name: 'Factura F001-00000003',
      status: 'Aceptado',
      tone: 'ok',
      reason: null,
      replaces: null,
      download: 'Descargar factura',
      files: true,
    });
  });

  it('a rejected document is never offered: its state, no PDF, no XML or CDR (issue 75 point 4)', () => {
    expect(receiptStatusView(paid([REJECTED]))).toEqual({
      name: 'Factura F001-00000003',
      status: 'Rechazado por SUNAT: lo estamos corrigiendo',
      tone: 'error',
      reason: null,
      replaces: null,
      download: null,
      files: false,
    });
  });

  it('its reissue is what is offered, naming the one it replaces', () => {
    const reissue = { ...FACTURA, number: 4 };
    const replaced = { ...REJECTED, replaced_by: { type: 'factura' as const, series: 'F001', number: 4 } };
    expect(receiptStatusView(paid([replaced, reissue]))).toMatchObject({
      name: 'Factura F001-00000004',
      status: 'Aceptado',
      replaces: 'Reemplaza a Factura F001-00000003, rechazada por SUNAT.',
      download: 'Descargar factura',
      files: true,
    });
  });

  it("an observed one is valid with its reason; one the OSE has not answered is 'Comprobante en proceso'", () => {
    const observed = { ...FACTURA, status: 'observado' as const, status_reason: 'Observación 4287.' };
    expect(receiptStatusView(paid([observed]))).toMatchObject({
      status: 'Observado',
      reason: 'Observación 4287.',
      download: 'Descargar factura',
    });
    expect(receiptStatusView(paid([{ ...FACTURA, status: 'pendiente' }]))).toMatchObject({
      name: 'Factura F001-00000003',
      status: 'Comprobante en proceso',
      tone: 'pending',
      download: null,
      files: false,
    });
  });

  it('stays downloadable once refunded, beside its nota (issue 75 point 5)', () => {
    expect(receiptStatusView({ status: 'refunded', documents: [FACTURA] })).toMatchObject({
      download: 'Descargar factura',
      files: true,
    });
  });

  it("is 'Comprobante en proceso' until issued, the provider's for a subscription, nothing unpaid", () => {
    expect(receiptStatusView({ status: 'paid', electronic_receipt: true, documents: [] })).toMatchObject({
      status: 'Comprobante en proceso',
      download: null,
    });
    expect(receiptStatusView({ status: 'paid', electronic_receipt: false, documents: [] })).toMatchObject({
      name: null,
      status: null,
      download: 'Descargar recibo del proveedor de pago',
    });
    expect(receiptStatusView({ status: 'paid' })).toMatchObject({ download: 'Descargar recibo' });
    expect(receiptStatusView({ status: 'open', documents: [FACTURA] })).toBeNull();
  });
});

describe('a vacation purchase’s row', () => {
  it('reads the documents its answer carries, as an invoice’s does, with its XML and CDR', () => {
    const boleta = { ...FACTURA, type: 'boleta' as const, series: 'B001', number: 7, payment_terms: null };
    const [row] = purchaseRows([], [vacationPurchaseOf({ documents: [boleta] })], 'America/Lima');
    expect(row.receipt).toMatchObject({
      name: 'Boleta B001-00000007',
      status: 'Aceptado',
      download: 'Descargar boleta',
    });
    expect(row.receiptHref).toMatch(/^\/dashboard\/compras\/vacaciones\/.+\/recibo\.pdf$/);
    expect(row.receiptFiles).toEqual({
      xml: expect.stringMatching(/^\/dashboard\/compras\/vacaciones\/.+\/sunat\/recibo\.xml$/),
      cdr: expect.stringMatching(/^\/dashboard\/compras\/vacaciones\/.+\/sunat\/recibo-cdr\.xml$/),
    });
  });
});
