import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { useScenario } from './support';

/** /vacaciones → a program and a schedule → 'Ir a Pagar' → /enrollment. */
async function buy(page: Page, path: string, schedule: number) {
  await page.goto(path);
  await page.locator('input[name="groupId"]').nth(schedule).check();
  await page.getByRole('button', { name: 'Ir a Pagar' }).click();
  await expect(page).toHaveURL(/\/enrollment$/);
}

test.describe('vacation purchase page', () => {
  test('program choices are a real list of links; the chosen one keeps aria-current', async ({ page }) => {
    await page.goto('/vacaciones?edad=8_to_11&programa=1');
    const list = page.locator('ul.program-choices');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.locator(':scope > li > a')).toHaveCount(2);
    await expect(page.locator('a[role]')).toHaveCount(0);
    const choices = page.getByTestId('program-choice');
    await expect(choices.nth(0)).not.toHaveAttribute('aria-current', /.*/);
    await expect(choices.nth(1)).toHaveAttribute('aria-current', 'true');
  });

  test("the start comes from the program's content, never 'Febrero 2022' beside 2027 schedules", async ({
    page,
  }) => {
    // A program with a schedule starting in February names both months (issue 76 point 9).
    for (const [path, start] of [
      ['/vacaciones?edad=8_to_11', 'Enero o febrero de 2027, según el horario'],
      ['/vacaciones?edad=8_to_11&programa=1', 'Enero o febrero de 2027, según el horario'],
      ['/vacaciones?edad=5_to_7', 'Enero 2027'],
    ]) {
      await page.goto(path);
      const details = page.getByTestId('program-details');
      await expect(details.getByText(start, { exact: true })).toBeVisible();
      // In the page's content: the footer's '© 2022–…' is the copyright's first year, not a start.
      await expect(page.locator('main').getByText('2022')).toHaveCount(0);
    }
    await page.goto('/vacaciones?edad=12_plus&programa=1');
    await expect(page.getByTestId('program-details').getByText('Fecha de inicio por definir')).toBeVisible();
  });

  test("the schedules' zone is named for a parent", async ({ page }) => {
    await page.goto('/vacaciones?edad=8_to_11');
    await expect(page.getByText('Horas en tu zona horaria (hora de Perú)')).toBeVisible();
  });
});

test.describe("no schedule, no payment: 'Ir a Pagar' answers the spec's text and stores nothing", () => {
  // Spec §8 'Purchase pressed without schedule', also when the program has none (issue 76).
  const SCHEDULE_REQUIRED = '***Debe seleccionar un horario';

  test("no-groups scenario: pressed, it answers the spec's text beside the button", async ({
    page,
    context,
    baseURL,
  }) => {
    await useScenario(context, baseURL, 'no-groups');
    await page.goto('/vacaciones?edad=8_to_11');
    await expect(page.getByText('Sin horarios disponibles')).toBeVisible();
    await expect(page.getByTestId('purchase-blocked')).toHaveCount(0);
    await page.getByRole('button', { name: 'Ir a Pagar' }).click();
    await expect(page.getByRole('alert')).toHaveText(SCHEDULE_REQUIRED);
    await expect(page).toHaveURL(/\/vacaciones/);
  });

  test('a program published without groups: same, without any scenario', async ({ page }) => {
    await page.goto('/vacaciones?edad=12_plus&programa=1');
    await page.getByRole('button', { name: 'Ir a Pagar' }).click();
    await expect(page.getByRole('alert')).toHaveText(SCHEDULE_REQUIRED);
  });

  test('a forged post answers the same and stores no purchase', async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL, 'no-groups');
    const origin = baseURL ?? '';
    for (const groupId of ['vg-8-1-1', '']) {
      const response = await page.request.post('/vacaciones', {
        form: { ageRange: '8_to_11', programId: 'vac-8_to_11-1', groupId },
        headers: { origin },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain(SCHEDULE_REQUIRED);
    }
    // No purchase in the session: /enrollment sends the visitor back to choose one.
    await page.goto('/enrollment');
    await expect(page).toHaveURL(/\/vacaciones$/);
  });

  test('no-courses scenario: disabled too, with its own reason', async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL, 'no-courses');
    await page.goto('/vacaciones?edad=8_to_11');
    await expect(page.getByRole('button', { name: 'Ir a Pagar' })).toBeDisabled();
    await expect(page.getByTestId('purchase-blocked')).toHaveText(/aún no tiene cursos publicados/);
  });
});

test.describe("/enrollment 'Opciones del programa' agree with 'Tu compra'", () => {
  test('the cards are the schedules of the chosen program, the purchased one marked', async ({ page }) => {
    await buy(page, '/vacaciones?edad=8_to_11', 1);
    const summary = page.getByTestId('purchase-summary');
    await expect(summary).toContainText('Crea tu videojuego en Roblox');
    await expect(summary).toContainText('Martes y Jueves de 10:00 AM a 11:30 AM');
    await expect(summary).toContainText('Inicio: 12 de enero de 2027');

    const cards = page.getByTestId('option-card');
    await expect(cards).toHaveCount(3);
    // Two schedules on the same days are told apart by their hours (issue 20).
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
      'Lunes y Miércoles · 4:00 PM a 5:30 PM (hora de Perú)',
      'Martes y Jueves · 10:00 AM a 11:30 AM (hora de Perú)',
      'Martes y Jueves · 5:00 PM a 6:30 PM (hora de Perú)',
    ]);
    await expect(page.getByTestId('option-schedule')).toHaveText([
      'Del 11 de enero al 3 de febrero de 2027',
      'Del 12 de enero al 4 de febrero de 2027',
      'Del 2 al 25 de febrero de 2027',
    ]);
    const chosen = page.locator('[data-testid="option-card"][aria-current="true"]');
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toContainText('Tu elección');
    await expect(chosen).toContainText('Del 12 de enero al 4 de febrero de 2027');
    await expect(cards.nth(2)).toContainText('Recomendado');
    await expect(cards.nth(2)).toContainText('Curso de Videojuegos con Roblox');
    // None of the spec's fixed 2022-era defaults, which contradicted the purchase.
    await expect(
      page.getByText(/Del 2 al 28 de febrero$|Del 1 al 24 de febrero$|del 4 al 31 de enero/),
    ).toHaveCount(0);
  });

  test('another program gives other cards: the pack, four days a week, both courses', async ({ page }) => {
    await buy(page, '/vacaciones?edad=8_to_11&programa=1', 0);
    await expect(page.getByTestId('purchase-summary')).toContainText('YouTuber Kids + Animación');
    const cards = page.getByTestId('option-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toHaveAttribute('aria-current', 'true');
    for (const card of [cards.nth(0), cards.nth(1)]) {
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(
        /^Lunes, Martes, Miércoles y Jueves · \d+:\d\d [AP]M a \d+:\d\d [AP]M \(hora de Perú\)$/,
      );
      await expect(card).toContainText('4 veces por semana · 16 sesiones');
    }
    await expect(page.getByTestId('option-schedule')).toHaveText([
      'Del 11 de enero al 4 de febrero de 2027',
      'Del 1 al 25 de febrero de 2027',
    ]);
  });
});
