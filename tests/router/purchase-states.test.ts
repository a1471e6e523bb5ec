/**
 * Mis compras' live part (issue 77): `invoices.purchaseStates` reads the rows afresh past the
 * 10 s user cache — the OSE answering is another party's change — and keeps them, so the page
 * it then renders (`invoices.purchasesView`) shows the same. comprobantes@example.com has one boleta the
 * OSE has not answered.
 */
import { describe, expect, it } from 'vitest';
import { answerPending, documentsAwaitingAction } from '../../mocks/receipts/ose';
import { signedInCaller } from '../support/caller';

describe('invoices.purchaseStates', () => {
  it('answers only the settling rows, sees the OSE answer at once, and the list then agrees', async () => {
    const { caller } = await signedInCaller('comprobantes@example.com');
    const before = await caller.invoices.purchaseStates();
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ receipt: 'Comprobante en proceso' });
    expect(Object.keys(before[0]).sort()).toEqual(['creditNote', 'receipt', 'row', 'statusLabel']);
    const pendingRow = (await caller.invoices.purchasesView()).rows.find(
      (row) => `${row.kind}-${row.id}` === before[0].row,
    );
    expect(pendingRow?.receipt?.status).toBe('Comprobante en proceso');

    const pending = documentsAwaitingAction().filter(({ document }) => document.status === 'pendiente');
    for (const { id } of pending) answerPending(id);

    // Within the cache's life the list alone would still say 'en proceso'; the live part does not.
    expect(await caller.invoices.purchaseStates()).toEqual([]);
    const after = (await caller.invoices.purchasesView()).rows.find(
      (row) => `${row.kind}-${row.id}` === before[0].row,
    );
    expect(after?.receipt?.status).toBe('Aceptado');
  });
});
