/**
 * A parent buys for one of their children (an alias of padre@ has copies of Sofía, 8 to 11, and
 * Diego, 5 to 7): the choice is required, checked on the server, and the same program and
 * schedule is never charged twice for the same child. One purchase walks every check: opening
 * and paying one is the expensive part. The refusals themselves are tests/router/payment-child.test.ts.
 */
import { expect, test } from './fixtures';
import {
  ageRangeReason,
  ALREADY_HAS_IT,
  alreadyPaidForChild,
  APPROVED_TITLE,
  CHILD_REQUIRED,
} from '../../kernel/texts/payments';
import {
  CARDS,
  childRadio,
  choosePlan,
  ledger,
  myPayments,
  openPayment,
  payWith,
  resultPurchaseNumber,
} from './payment-support';

test('a parent picks a child, pays once for her, and Ver Mi Compra opens her in the parents’ zone', async ({
  page,
  request,
  signInAsAlias,
}, testInfo) => {
  const email = await signInAsAlias({ path: '/vacaciones' });
  await choosePlan(page);
  const choice = page.getByTestId('child-choice');
  const sofiaId = (await childRadio(page, 'Sofía').getAttribute('value')) ?? '';

  await test.step('Diego (5 to 7) is shown, disabled, with the reason; Sofía, the only child who can take it, comes chosen', async () => {
    await expect(page.getByRole('group', { name: '¿Para quién es esta compra?' })).toBeVisible();
    await expect(childRadio(page, 'Diego')).toBeDisabled();
    await expect(choice).toContainText(ageRangeReason('8_to_11'));
    await expect(childRadio(page, 'Sofía')).toBeEnabled();
    await expect(childRadio(page, 'Sofía')).toBeChecked();
  });

  await test.step('another family’s child in the form is a 404, and nothing is opened', async () => {
    const answer = await page.request.post('/enrollment', {
      // 503 is Emiliano, mama.mx@'s son.
      form: { intent: 'start-payment', childId: '503' },
      headers: { origin: new URL(page.url()).origin, accept: 'text/html' },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(404);
    expect(await answer.text()).not.toContain('Emiliano');
    expect((await myPayments(page, email)).purchases).toEqual([]);
  });

  await test.step('sent without a child, the Spanish message beside the choice', async () => {
    // A form posted without it (an old page, a hand-made request) is refused all the same.
    await childRadio(page, 'Sofía').evaluate((radio) => ((radio as HTMLInputElement).checked = false));
    await page.getByRole('button', { name: 'Finalizar Pago' }).click();
    await expect(choice.getByText(CHILD_REQUIRED)).toBeVisible();
    await expect(childRadio(page, 'Sofía')).toHaveAttribute('aria-invalid', 'true');
    await expect(childRadio(page, 'Sofía')).toHaveAccessibleDescription(CHILD_REQUIRED);
    // Nothing was opened, and the purchase is still the one chosen.
    await expect(page.getByTestId('payment-step')).toHaveCount(0);
    await expect(page.getByTestId('purchase-summary')).toContainText('Crea tu videojuego en Roblox');
    expect((await myPayments(page, email)).purchases).toEqual([]);
  });

  const result = page.getByTestId('payment-result');
  let purchase = '';
  await test.step('choosing her now goes on to the payment, for her', async () => {
    const step = await openPayment(page, testInfo, { child: 'Sofía' });
    await expect(step).toContainText('Para Sofía');
    await payWith(page, testInfo, { number: CARDS.visa });
    await expect(result.getByRole('heading', { name: APPROVED_TITLE })).toBeVisible();
    await expect(result.locator('dt:has-text("Estudiante") + dd')).toHaveText('Sofía');
    purchase = await resultPurchaseNumber(page);
    const charges = await ledger(request, purchase);
    expect(charges.authorizations).toHaveLength(1);
    expect(charges.enrollments).toEqual([expect.objectContaining({ course_id: 'crs-005' })]);
    // Paid: the child picker and its own 'Ver Mi Compra' are gone; one way on (issue 20).
    await expect(page.getByTestId('child-choice')).toHaveCount(0);
    await expect(page.getByTestId('purchase-paid')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver Mi Compra' })).toHaveCount(1);
    await expect(result.getByRole('link', { name: 'Ver Mi Compra' })).toHaveAttribute(
      'href',
      `/dashboard?hijo=${sofiaId}&pestana=cursos`,
    );
  });

  await test.step('the same program and schedule again for the same child: a clear message, no second charge', async () => {
    await choosePlan(page);
    await expect(childRadio(page, 'Sofía')).toBeDisabled();
    await expect(page.getByTestId('child-choice')).toContainText(ALREADY_HAS_IT);
    await expect(page.getByRole('link', { name: 'Ver Mi Compra' })).toHaveAttribute(
      'href',
      `/dashboard?hijo=${sofiaId}&pestana=cursos`,
    );
    await expect(page.getByRole('button', { name: 'Finalizar Pago' })).toHaveCount(0);
    // A stale or forged form choosing her anyway is refused before anything is created upstream.
    const answer = await page.request.post('/enrollment', {
      form: { intent: 'start-payment', childId: sofiaId },
      headers: { origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect([302, 303]).toContain(answer.status());
    expect(answer.headers().location).toBe('/enrollment');
    await page.goto('/enrollment');
    await expect(page.getByRole('alert')).toHaveText(alreadyPaidForChild('Sofía'));
    await expect(page.getByTestId('payment-step')).toHaveCount(0);
    const mine = await myPayments(page, email);
    expect(mine.purchases.map((p) => p.id)).toEqual([purchase]);
    expect(mine.authorizations).toHaveLength(1);
  });

  await test.step('Ver Mi Compra opens that child in the parents’ zone, with what was bought', async () => {
    await page.getByRole('link', { name: 'Ver Mi Compra' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/dashboard\\?hijo=${sofiaId}&pestana=cursos$`));
    // What was bought is the program (issue 76): its name, 4 weeks, 8 sessions and its end, never
    // the 2-month course's card with the program's numbers.
    const bought = page.getByTestId('course-card').filter({ hasText: 'Crea tu videojuego en Roblox' });
    await expect(bought).toContainText('8 sesiones');
    await expect(bought).toContainText('4 semanas');
    await expect(
      page.getByTestId('course-card').filter({ hasText: 'Curso de Videojuegos con Roblox' }),
    ).toHaveCount(0);
    await expect(bought).not.toContainText('16 sesiones');
    await expect(bought).toContainText(/de febrero de 2027/);
  });
});
