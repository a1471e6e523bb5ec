/**
 * Issue 76 point 9: 'Mis datos' showed a pedido's price before its discount (S/ 549) where Mis
 * compras and the boleta show what was paid (S/ 466.65). The API's family data states the
 * invoice's total, as its invoice answer does.
 */
import { describe, expect, it } from 'vitest';
import { invoiceOf, solesInvoice } from './mock-invoices-support';
import { FamilyDataSchema } from '../../server/upstream/schemas/privacy';

describe("'Mis datos' and a discounted pedido", () => {
  it('states the total after the discount, as the invoice does', async () => {
    const { api, invoice } = await solesInvoice();
    const coded = await api('POST', `/api/invoices/${invoice.invoice_id}/couponadd`, {
      code: 'BIENVENIDA10',
    });
    expect(coded.status, JSON.stringify(coded.body)).toBe(200);
    const discounted = invoiceOf(await api('GET', `/api/invoices/${invoice.invoice_id}/`));
    expect(discounted.discount).toBeGreaterThan(0);
    const family = FamilyDataSchema.parse(
      ((await api('GET', '/api/parents/my-data/')).body as { data: unknown }).data,
    );
    const listed = family.invoices.find((row) => row.invoice_id === invoice.invoice_id);
    expect(listed?.total).toBe(discounted.total);
    expect(listed?.total).toBeLessThan(discounted.subtotal);
  });
});
