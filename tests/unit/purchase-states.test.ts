import { describe, expect, it } from 'vitest';
import { purchaseStates } from '../../server/invoice-checkout/purchase-rows';
import type { PurchaseRowView } from '../../server/invoice-checkout/views';
import type { ReceiptStatusView } from '../../server/invoice-checkout/receipt-status';

const receipt = (tone: ReceiptStatusView['tone'], status: string): ReceiptStatusView => ({
  name: 'Boleta B001-00000008',
  status,
  tone,
  reason: null,
  replaces: null,
  download: null,
  files: false,
});

function row(overrides: Partial<PurchaseRowView>): PurchaseRowView {
  return {
    kind: 'invoice',
    id: '1',
    number: 'PED-1',
    childName: 'Sofía',
    items: 'Roblox',
    amount: 'S/ 100.00',
    currency: 'PEN',
    method: null,
    statusLabel: 'pagado',
    date: '1 de enero de 2027',
    href: null,
    receiptHref: null,
    receipt: null,
    receiptFiles: null,
    localPayment: null,
    ...overrides,
  };
}

describe("Mis compras' live part (issue 77)", () => {
  it('watches a receipt the OSE has not answered, by what the row shows of it', () => {
    expect(purchaseStates([row({ id: '7', receipt: receipt('pending', 'Comprobante en proceso') })])).toEqual(
      [{ row: 'invoice-7', statusLabel: 'pagado', receipt: 'Comprobante en proceso', creditNote: null }],
    );
  });

  it('watches a refunded sale until its nota de crédito is out', () => {
    const refunded = row({ kind: 'vacation', id: '9', statusLabel: 'reembolsado' });
    expect(purchaseStates([refunded])).toEqual([
      { row: 'vacation-9', statusLabel: 'reembolsado', receipt: null, creditNote: null },
    ]);
    const noted = { ...refunded, creditNote: { number: 'BC01-00000001', href: '/x.pdf', files: null } };
    expect(purchaseStates([noted])).toEqual([]);
  });

  it('nothing to watch when every row is settled: the page asks nothing', () => {
    expect(
      purchaseStates([
        row({ receipt: receipt('ok', 'Aceptado') }),
        row({ id: '2', statusLabel: 'pendiente de pago' }),
        row({ id: '3', receipt: receipt('error', 'Rechazado por SUNAT: lo estamos corrigiendo') }),
      ]),
    ).toEqual([]);
  });
});
