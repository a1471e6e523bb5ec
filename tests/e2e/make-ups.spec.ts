/**
 * Make-up classes (issue 56 point 3, decision 091), without JavaScript only (the page never
 * hydrates): from Diego's absence to the request page and back to the history with its status.
 */
import { expect, test } from './fixtures';
import { useScenario } from './support';
import { signInParent } from './parents-support';

// Both use Diego's one absence: the failing call must come before the seat is taken.
test.describe.configure({ mode: 'serial' });

const DIEGO_COURSES = '/dashboard?hijo=502&pestana=cursos';

async function openMakeUpPage(page: Parameters<typeof signInParent>[0]) {
  await signInParent(page, DIEGO_COURSES);
  const history = page.locator('#clases-6201');
  await history.locator('summary').click();
  await expect(history.getByText('Recuperación solicitada')).toBeVisible();
  await history.getByRole('link', { name: /^Pedir recuperación/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedir recuperación' })).toBeVisible();
  await expect(page.getByText(/^Diego faltó a la clase de .+ del [a-zé]+ \d{1,2} de/)).toBeVisible();
  return page.locator('.schedule-option', { hasText: 'Grupo de las 6:00 p. m.' });
}

test('the request failing: a Spanish message and the chosen class kept', async ({
  page,
  context,
  baseURL,
}) => {
  await useScenario(context, baseURL, 'makeup-error');
  const option = await openMakeUpPage(page);
  await expect(option).toContainText('Queda 1 vacante');
  await expect(
    page.locator('.schedule-option', { hasText: 'Grupo de las 7:00 p. m.' }).getByRole('radio'),
  ).toBeDisabled();
  await option.getByRole('radio').check();
  await page.getByRole('button', { name: 'Pedir esta clase' }).click();
  await expect(page.getByTestId('make-up-message')).toHaveText(
    'No pudimos enviar tu pedido. Vuelve a intentarlo en unos minutos.',
  );
  await expect(option.getByRole('radio')).toBeChecked();
});

test('padre@ asks a make-up for Diego’s absence and sees it confirmed in the history', async ({ page }) => {
  const option = await openMakeUpPage(page);
  await option.getByRole('radio').check();
  await page.getByRole('button', { name: 'Pedir esta clase' }).click();
  await expect(page).toHaveURL(/\/dashboard\?hijo=502&pestana=cursos&clases=6201&pagina=1#clases-6201$/);
  // Opened on arrival by the link, no click on the summary.
  await expect(
    page.locator('#clases-6201').getByText(/^Recuperación confirmada: [a-zé]+ \d{1,2} de/),
  ).toBeVisible();
  await expect(page.locator('#clases-6201').getByRole('link', { name: /^Pedir recuperación/ })).toHaveCount(
    0,
  );
});
