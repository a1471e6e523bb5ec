/**
 * What a family sees of each OSE state (issue 75 point 4, decision 106), read from the fixtures of
 * comprobantes@example.com: a rejected boleta is never offered as a receipt, its reissue is, with
 * its PDF, its signed XML and its CDR; one the OSE has not answered is 'Comprobante en proceso';
 * an accepted factura's XML carries its forma de pago.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const row = (page: Page, text: string | RegExp) =>
  page
    .getByTestId('purchase-row')
    .filter({ has: page.getByTestId('purchase-receipt').filter({ hasText: text }) });

test('Mis compras: rejected, in process, reissued and accepted receipts', async ({ page, signIn }) => {
  await signIn('comprobantes@example.com', '/dashboard/compras');

  await test.step('rejected: its state, no PDF, no XML or CDR', async () => {
    const rejected = row(page, 'Rechazado por SUNAT: lo estamos corrigiendo');
    await expect(rejected).toHaveCount(1);
    await expect(rejected.getByRole('link', { name: /^Descargar/ })).toHaveCount(0);
    await expect(rejected.getByTestId('document-xml')).toHaveCount(0);
  });

  await test.step("in process: 'Comprobante en proceso', nothing to download", async () => {
    const pending = row(page, 'Comprobante en proceso');
    await expect(pending).toHaveCount(1);
    await expect(pending.getByRole('link', { name: /^Descargar/ })).toHaveCount(0);
  });

  await test.step('the reissue names the one it replaces; its PDF, XML and CDR download', async () => {
    const reissued = row(page, /Reemplaza a Boleta B001-\d{8}, rechazada por SUNAT\./);
    await expect(reissued.getByTestId('purchase-receipt')).toContainText('Aceptado');
    const name = (await reissued.locator('[data-testid="purchase-receipt"] strong').textContent()) ?? '';
    const number = name.replace('Boleta ', '');
    expect(number).toMatch(/^B001-\d{8}$/);

    const pdfHref = await reissued.getByRole('link', { name: /^Descargar boleta/ }).getAttribute('href');
    const pdf = await page.request.get(pdfHref ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="boleta-${number}.pdf"`);

    const xml = await page.request.get(
      (await reissued.getByTestId('document-xml').getAttribute('href')) ?? '',
    );
    expect(xml.status()).toBe(200);
    expect(xml.headers()['content-type']).toMatch(/^application\/xml/);
    expect(xml.headers()['cache-control']).toBe('private, no-store');
    expect(await xml.text()).toContain(`<cbc:ID>${number}</cbc:ID>`);
    const cdr = await page.request.get(
      (await reissued.getByTestId('document-cdr').getAttribute('href')) ?? '',
    );
    expect(cdr.status()).toBe(200);
    expect(await cdr.text()).toContain('ApplicationResponse');
  });

  await test.step('an accepted factura: its XML says Contado', async () => {
    const factura = row(page, /^Factura F001-\d{8} Aceptado$/);
    const xml = await page.request.get(
      (await factura.getByTestId('document-xml').getAttribute('href')) ?? '',
    );
    expect(xml.status()).toBe(200);
    expect(await xml.text()).toContain('<cbc:PaymentMeansID>Contado</cbc:PaymentMeansID>');
  });
});
