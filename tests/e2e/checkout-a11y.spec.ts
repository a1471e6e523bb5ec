/**
 * The checkout pages with axe-core (no serious or critical violation) at desktop width and at a
 * 390 px phone, JavaScript on: /pagar, the invoice page with a refused code and a payment code,
 * "Mis compras"; and nothing wider than the screen. Each page is loaded once and checked at both
 * widths (axe.ts AXE_VIEWPORTS), as the other axe specs do.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AXE_VIEWPORTS, expectNoSeriousViolations } from './axe';
import {
  applyCode,
  chooseMethod,
  pagarPath,
  pagarShown,
  SOFIA_NEXT_QUERY,
  startInvoice,
} from './checkout-support';

/** axe at each width, and, where asked, nothing wider than the screen there. */
async function checkAtEachWidth(page: Page, options: { overflow?: boolean } = {}) {
  for (const viewport of AXE_VIEWPORTS) {
    await page.setViewportSize(viewport.size);
    await expectNoSeriousViolations(page);
    if (options.overflow) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `sideways scroll at ${viewport.name} on ${page.url()}`).toBeLessThanOrEqual(0);
    }
  }
}

test('checkout pages at every width', async ({ page, signInAsAlias }) => {
  await signInAsAlias({ path: pagarPath(`${SOFIA_NEXT_QUERY}&hijo=1`) });
  await pagarShown(page);
  await checkAtEachWidth(page);
  await startInvoice(page, 'Sofía');
  await applyCode(page, 'VERANO2025');
  await expect(page.getByTestId('code-error')).toBeVisible();
  await checkAtEachWidth(page);
  await chooseMethod(page, 'Pago en agentes y bodegas');
  await expect(page.getByTestId('local-step')).toBeVisible();
  await checkAtEachWidth(page);
  await page.getByTestId('local-step').getByLabel('Acepto los términos y condiciones').check();
  await page.getByRole('button', { name: 'Generar código de pago' }).click();
  await expect(page.getByTestId('local-payment')).toBeVisible();
  await checkAtEachWidth(page, { overflow: true });
  await page.goto('/dashboard/compras');
  await checkAtEachWidth(page, { overflow: true });
});
