/**
 * The checkout pages with axe-core (no serious or critical violation) at desktop width and at a
 * 390 px phone, JavaScript on: /pagar, the invoice page with a refused code and a payment code,
 * "Mis compras"; and, at 390 px, nothing wider than the screen.
 */
import { expect, test } from './fixtures';
import { AXE_VIEWPORTS, expectNoSeriousViolations } from './axe';
import { applyCode, chooseMethod, openPagar, SOFIA_NEXT, startInvoice } from './checkout-support';

for (const viewport of AXE_VIEWPORTS) {
  test(`checkout pages at ${viewport.name}`, async ({ page, signInAsAlias }) => {
    await page.setViewportSize(viewport.size);
    await signInAsAlias({ path: '/dashboard' });
    await openPagar(page, `ruta=${SOFIA_NEXT.path}&curso=${SOFIA_NEXT.course}&hijo=1`);
    await expectNoSeriousViolations(page);
    await startInvoice(page, 'Sofía');
    await applyCode(page, 'VERANO2025');
    await expect(page.getByTestId('code-error')).toBeVisible();
    await expectNoSeriousViolations(page);
    await chooseMethod(page, 'Pago en agentes y bodegas');
    await expect(page.getByTestId('local-step')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByTestId('local-step').getByLabel('Acepto los términos y condiciones').check();
    await page.getByRole('button', { name: 'Generar código de pago' }).click();
    await expect(page.getByTestId('local-payment')).toBeVisible();
    await expectNoSeriousViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto('/dashboard/compras');
    await expectNoSeriousViolations(page);
    const listOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(listOverflow).toBeLessThanOrEqual(0);
  });
}
