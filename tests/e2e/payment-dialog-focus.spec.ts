/**
 * The payment dialog is a modal for the keyboard, like the login dialog (issue 20 point 10): focus
 * moves into it on opening, Tab and Shift+Tab go round inside it and never reach the links under
 * the overlay, Escape closes it and focus goes back to 'Finalizar Pago', which opened it.
 * Without JavaScript the step is a plain section of the page whose 'Cerrar' link leaves it: that
 * case is only checked for a way out.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { choosePlan, openPayment } from './payment-support';
import { jsEnabled } from './support';

/** Whether the focused element is inside the payment dialog. */
function focusInsideDialog(page: Page) {
  return page.evaluate(() => {
    const dialog = document.querySelector('[data-testid="payment-step"]');
    return !!dialog && dialog.contains(document.activeElement);
  });
}

test('Tab stays inside the payment dialog and Escape closes it back to its opener', async ({
  page,
  signInAsAlias,
}, testInfo) => {
  await signInAsAlias({ path: '/vacaciones' });
  await choosePlan(page);
  const step = await openPayment(page, testInfo);
  if (!jsEnabled(testInfo)) {
    await step.getByRole('link', { name: 'Cerrar' }).click();
    await expect(step).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Finalizar Pago' })).toBeVisible();
    return;
  }
  // On opening, focus is in the dialog (on the dialog itself, which names it).
  await expect.poll(() => focusInsideDialog(page)).toBe(true);
  await expect(step).toBeFocused();
  const tabbable = await step.evaluate(
    (dialog) =>
      [
        ...dialog.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])',
        ),
      ].filter((element) => element.offsetParent !== null).length,
  );
  expect(tabbable).toBeGreaterThan(3);
  // Twice round, forwards: focus never leaves the dialog.
  for (let i = 0; i < tabbable * 2 + 1; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInsideDialog(page), `Tab ${i + 1}`).toBe(true);
  }
  // First control, then Shift+Tab wraps to the last one.
  await step.getByRole('link', { name: 'Cerrar' }).focus();
  await page.keyboard.press('Shift+Tab');
  expect(await focusInsideDialog(page)).toBe(true);
  await expect(step.getByRole('link', { name: 'Cerrar' })).not.toBeFocused();
  for (let i = 0; i < tabbable + 1; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInsideDialog(page), `Shift+Tab ${i + 1}`).toBe(true);
  }
  // The links under the overlay are inert while it is open.
  expect(await page.evaluate(() => document.querySelector('header')?.closest('[inert]') !== null)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(step).toHaveCount(0);
  await expect(page).toHaveURL(/\/enrollment$/);
  const opener = page.getByRole('button', { name: 'Finalizar Pago' });
  await expect(opener).toBeFocused();
  // And the page is live again.
  expect(await page.evaluate(() => document.querySelectorAll('[inert]').length)).toBe(0);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('payment-step')).toBeVisible();
  await expect.poll(() => focusInsideDialog(page)).toBe(true);

  // 'Cerrar' (×) from the keyboard does the same.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('payment-step').getByRole('link', { name: 'Cerrar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('payment-step')).toHaveCount(0);
  await expect(opener).toBeFocused();
});
