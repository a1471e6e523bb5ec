/**
 * The pages of issue 75 points 2 and 3 with JavaScript on and axe-core at desktop width and at a
 * 390 px phone: a complaint sheet's copy (answered; a consumer abroad waiting), 'Mis datos' with
 * a withdrawn consent and pending requests, and the complaints book refused, where the focus moves
 * to the error list (issue 76 point 11; without JavaScript: complaints-book.spec.ts).
 */
import { complaints } from '../../fixtures/complaints';
import { expectNoSeriousViolationsAtEachWidth } from './axe';
import { expect, signInByCookie, test } from './fixtures';
import { waitForEnhancements } from './support';

for (const sheet of complaints)
  test(`a sheet's copy (${
    sheet.answer ? 'answered' : 'waiting for its answer'
  }), at desktop width and at 390 px`, async ({ page }) => {
    await page.goto(`/libro-de-reclamaciones/hoja/${sheet.copyToken}`);
    await expect(page.getByTestId('complaint-answer')).toBeVisible();
    await waitForEnhancements(page);
    await expectNoSeriousViolationsAtEachWidth(page);
  });

test("'Mis datos' with a withdrawn consent and requests pending, at desktop width and at 390 px", async ({
  page,
}) => {
  await signInByCookie(page, 'privacidad@example.com', '/dashboard/mis-datos');
  await expect(page.getByTestId('pending-deletion')).toBeVisible();
  await waitForEnhancements(page);
  await expectNoSeriousViolationsAtEachWidth(page);
});

test('the complaints book refused: the focus on the error list, its links to the fields; axe', async ({
  page,
}) => {
  await page.goto('/libro-de-reclamaciones');
  await waitForEnhancements(page);
  await page.getByRole('button', { name: 'Enviar reclamo' }).click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Ingresa tus nombres' })).toHaveAttribute(
    'href',
    '#reclamo-firstName',
  );
  await expectNoSeriousViolationsAtEachWidth(page);
});
