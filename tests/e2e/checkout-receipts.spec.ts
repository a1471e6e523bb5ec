/**
 * Electronic receipts at checkout (issue 55): a factura with a wrong RUC is refused beside the
 * field with what was typed kept; corrected, the pedido is paid with a test card and Mis compras
 * names the factura the API issued, its OSE status and its PDF. The pedido page is not hydrated
 * until a payment step opens, so the form behaves the same either way: it runs once, without
 * JavaScript (the card step with JavaScript is covered by checkout-soles.spec.ts).
 */
import { expect, test } from './fixtures';
import { CARDS } from './payment-support';
import {
  invoiceIdOf,
  pagarPath,
  pagarShown,
  payInvoiceWithCard,
  purchaseRow,
  SOFIA_NEXT_QUERY,
  startInvoice,
  whenReady,
} from './checkout-support';

const COMPANY = 'Constructora Los Andes S.A.C.';
const ADDRESS = 'Av. Arequipa 1450, Lince, Lima';

test(
  'a factura: a wrong RUC refused beside it, corrected, paid, shown and downloaded',
  { tag: '@no-js' },
  async ({ page, signInAsAlias }) => {
    await signInAsAlias({ path: pagarPath(SOFIA_NEXT_QUERY) });
    await pagarShown(page);
    const number = await startInvoice(page, 'Sofía');
    const invoiceId = invoiceIdOf(page);
    const ruc = page.getByRole('textbox', { name: 'RUC' });

    await test.step('a RUC with a wrong check digit: the error beside it, everything typed kept', async () => {
      await page
        .getByTestId('payment-methods')
        .getByRole('radio', { name: /^Tarjeta de crédito o débito$/ })
        .check();
      await page.getByRole('radio', { name: /^Factura electrónica/ }).check();
      await ruc.fill('20131312954');
      await page.getByRole('textbox', { name: 'Razón social' }).fill(COMPANY);
      await page.getByRole('textbox', { name: 'Dirección fiscal' }).fill(ADDRESS);
      await page.getByRole('button', { name: 'Continuar con el pago' }).click();
      await whenReady(page);
      await expect(ruc).toHaveAccessibleDescription(/Este RUC no es válido: revisa sus dígitos\./);
      await expect(ruc).toHaveValue('20131312954');
      await expect(page.getByRole('textbox', { name: 'Razón social' })).toHaveValue(COMPANY);
      await expect(page.getByRole('radio', { name: /^Factura electrónica/ })).toBeChecked();
    });

    await test.step('corrected and paid with a test card', async () => {
      await ruc.fill('20131312955');
      await payInvoiceWithCard(page, { number: CARDS.visa });
      await expect(page.getByTestId('invoice-status')).toHaveText('pagado');
    });

    await test.step("Mis compras: 'Factura F001-… Aceptado' and its PDF", async () => {
      await page.goto('/dashboard/compras');
      await whenReady(page);
      const row = purchaseRow(page, number);
      await expect(row.getByTestId('purchase-receipt')).toHaveText(/^Factura F001-\d{8} Aceptado$/);
      const link = row.getByRole('link', { name: /^Descargar factura/ });
      await expect(link).toHaveAttribute('href', `/dashboard/compras/${invoiceId}/recibo.pdf`);
      const pdf = await page.request.get(`/dashboard/compras/${invoiceId}/recibo.pdf`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-disposition']).toMatch(
        /^attachment; filename="factura-F001-\d{8}\.pdf"$/,
      );
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    });
  },
);
