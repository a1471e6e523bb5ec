/**
 * The payment dialog is a modal for the keyboard, like the login dialog (issue 20 point 10): focus
 * moves into it on opening, Tab and Shift+Tab go round inside it and never reach the links under
 * it (a native modal <dialog> may let Tab leave the document for the browser's own controls
 * between rounds, docs/decisions/074), Escape closes it and focus goes back to 'Finalizar Pago',
 * which opened it. The same walk checks the loading text shown while the card form is prepared,
 * and that closing removes the provider's script (spec §4). With JavaScript only: without it the
 * step is a plain section of the page, whose 'Cerrar' link payment.spec.ts follows.
 */
import type { Page } from '@playwright/test';
import { LOADING_PAYMENT_FORM } from '@kernel/texts/payments';
import { expect, test } from './fixtures';
import { childRadio, choosePlan } from './payment-support';
import { recordShownOnSubmit, shownOnSubmit } from './support';

/** Whether the focused element is inside the payment dialog. */
function focusInsideDialog(page: Page) {
  return page.evaluate(() => {
    const dialog = document.querySelector('[data-testid="payment-step"]');
    return !!dialog && dialog.contains(document.activeElement);
  });
}

/** Whether the focus is on the page under the dialog (not in it, and not out of the document). */
function focusBehindDialog(page: Page) {
  return page.evaluate(() => {
    const dialog = document.querySelector('[data-testid="payment-step"]');
    const active = document.hasFocus() ? document.activeElement : null;
    return !!active && active !== document.body && !dialog?.contains(active);
  });
}

test(
  'Tab stays inside the payment dialog and Escape closes it back to its opener',
  { tag: '@js' },
  async ({ page, signInAsAlias }) => {
    await signInAsAlias({ path: '/vacaciones' });
    await choosePlan(page);
    const step = page.getByTestId('payment-step');
    await test.step('the loading text shows while the payment form is prepared', async () => {
      // /enrollment arrives as a document: a light page until the payment step opens (decision 065),
      // whose small script shows the state.
      expect(await page.evaluate(() => '__remixContext' in window)).toBe(false);
      await expect(page.getByText(LOADING_PAYMENT_FORM)).toBeHidden();
      await recordShownOnSubmit(page);
      await childRadio(page, 'Sofía').check();
      await page.getByRole('button', { name: 'Finalizar Pago' }).click();
      await expect(step.getByLabel('Número de tarjeta')).toBeVisible();
      expect(await shownOnSubmit(page)).toContain(LOADING_PAYMENT_FORM);
      await expect(page.locator('script[data-card-provider]')).toHaveCount(1);
    });
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
    // Twice round, forwards, then backwards: focus never reaches the page under the dialog.
    for (let i = 0; i < tabbable * 2 + 2; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusBehindDialog(page), `Tab ${i + 1}`).toBe(false);
    }
    await step.getByRole('link', { name: 'Cerrar' }).focus();
    for (let i = 0; i < tabbable * 2 + 2; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusBehindDialog(page), `Shift+Tab ${i + 1}`).toBe(false);
    }
    // The page under the modal is inert while it is open: its links cannot take the focus.
    expect(
      await page.evaluate(() => {
        const link = document.querySelector<HTMLElement>('header a[href]');
        link?.focus();
        return link !== null && document.activeElement === link;
      }),
    ).toBe(false);
    expect(
      await page.evaluate(() => document.querySelector('[data-testid="payment-step"]')?.matches(':modal')),
    ).toBe(true);

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
    // Closing the dialog removes the provider script (spec §4).
    await expect(page.locator('script[data-card-provider]')).toHaveCount(0);
  },
);
