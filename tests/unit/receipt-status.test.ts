/**
 * What Mis compras says of a paid sale's receipt (issue 55): the document's name and OSE status,
 * 'Comprobante en proceso' until issued, the provider's receipt for Mexico, and the download
 * named after it; a vacation purchase reads `documents` the same way when its answer has them.
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
  buyer: { document_type: 'RUC', document_number: '20131312955', name: 'Los Andes S.A.C.', address: 'Lima' },
  lines: [{ description: 'Curso', quantity: 1, amount: 490 }],
  discount: 0,
  tax_treatment: 'gravada',
  taxable_amount: 415.25,
  igv: 74.75,
  igv_rate: 0.18,
  total: 490,
  hash: 'aGFzaGhhc2g=',
  status: 'rechazado',
  status_reason: 'Rechazo 2800: el documento del adquirente no es válido según SUNAT.',
  reference: null,
  reason: null,
};

describe('a paid sale’s receipt in Mis compras', () => {
  it('names the document, its OSE status with the reason, and its download', () => {
    const note = { ...FACTURA, type: 'nota_credito' as const, series: 'FC01', number: 1 };
    expect(receiptStatusView({ documents: [FACTURA, note] }, true)).toEqual({
      name: 'Factura F001-00000003',
      status: 'Rechazado',
      tone: 'error',
      reason: FACTURA.status_reason,
      download: 'Descargar factura',
    });
  });

  it("is 'Comprobante en proceso' until issued, the provider's for Mexico, nothing unpaid", () => {
    expect(receiptStatusView({ electronic_receipt: true, documents: [] }, true)).toMatchObject({
      status: 'Comprobante en proceso',
      download: null,
    });
    expect(receiptStatusView({ electronic_receipt: false, documents: [] }, true)).toMatchObject({
      name: null,
      status: null,
      download: 'Descargar recibo del proveedor de pago',
    });
    expect(receiptStatusView({}, true)).toMatchObject({ download: 'Descargar recibo' });
    expect(receiptStatusView({ documents: [FACTURA] }, false)).toBeNull();
  });
});

describe('a vacation purchase’s row', () => {
  it('reads the documents its answer carries, as an invoice’s does', () => {
    const boleta = {
      ...FACTURA,
      type: 'boleta' as const,
      series: 'B001',
      number: 7,
      status: 'aceptado' as const,
    };
    const [row] = purchaseRows([], [vacationPurchaseOf({ documents: [boleta] })], 'America/Lima');
    expect(row.receipt).toMatchObject({
      name: 'Boleta B001-00000007',
      status: 'Aceptado',
      download: 'Descargar boleta',
    });
    expect(row.receiptHref).toMatch(/^\/dashboard\/compras\/vacaciones\/.+\/recibo\.pdf$/);
  });
});
