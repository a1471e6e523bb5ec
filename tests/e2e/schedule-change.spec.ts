/**
 * 'Cambiar horario' (issue 17, decision 037): a parent moves a child to another group from the
 * course card; the tab, the .ics and the Google link show the new days.
 * The started and cut-off reasons, a full group, a change made in another tab, another family's
 * enrolment (404) and the 390 px page. Each test signs in as its own alias of horario@example.com,
 * whose child gets copies of the fixture's enrolments and groups (mocks/schedule/seed.ts). The
 * change's form posts and redirects alike without JavaScript, so each test runs in one project.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousViolationsAtEachWidth } from './axe';
import { expect, test } from './fixtures';

const ROBLOX = 'Curso de Videojuegos con Roblox';
// Named without the Lima hour content embeds: the hours beside it are the parent's (decision 080).
const MON_WED = 'Grupo Lunes y Miércoles';

const card = (page: Page, course: string) => page.getByTestId('course-card').filter({ hasText: course });

async function icsOf(page: Page, course: string): Promise<{ href: string; body: string }> {
  const href = await card(page, course)
    // Inside the closed 'Agregar al calendario' disclosure: read, not clicked.
    .locator('a[href^="/dashboard/calendario/"]')
    .first()
    .getAttribute('href');
  if (!href) throw new Error(`no .ics for ${course}`);
  return { href, body: await (await page.request.get(href)).text() };
}

async function openChange(page: Page, course: string) {
  await card(page, course)
    .getByRole('link', { name: `Cambiar horario de ${course}` })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/horario\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cambiar horario' })).toBeVisible();
}

test.describe('changing a class schedule', () => {
  test(
    'moves the child to another group: the tab, the .ics and the calendar links change',
    { tag: '@js' },
    async ({ page, signInAsAlias }) => {
      await signInAsAlias({ base: 'horario', path: '/dashboard' });
      await expect(card(page, ROBLOX)).toContainText('Martes y Jueves de 4:00 PM a 5:30 PM');
      const before = await icsOf(page, ROBLOX);
      expect(before.body).toMatch(/-tue-1600@/);

      await openChange(page, ROBLOX);
      await expect(page.getByTestId('current-schedule')).toContainText(
        'Martes y Jueves de 4:00 PM a 5:30 PM',
      );
      await expect(page.getByText(/^Puedes cambiar de horario hasta el /)).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Grupo Sábados', exact: true })).toBeDisabled();
      await expect(page.getByText('Sin cupos')).toBeVisible();
      await page.getByRole('radio', { name: MON_WED }).check();
      await page.getByRole('button', { name: 'Cambiar a este grupo' }).click();

      await expect(page).toHaveURL(/\/dashboard\?hijo=\d+&pestana=cursos$/);
      await expect(page.getByTestId('toast')).toContainText(`¡Listo! Cambiamos el horario de ${ROBLOX}.`);
      await expect(card(page, ROBLOX)).toContainText('Lunes y Miércoles de 6:00 PM a 7:30 PM');
      await expect(card(page, ROBLOX)).not.toContainText('Martes y Jueves');
      const after = await icsOf(page, ROBLOX);
      expect(after.href).toBe(before.href);
      expect(after.body).toMatch(/-mon-1800@/);
      expect(after.body).toMatch(/-wed-1800@/);
      expect(after.body).not.toMatch(/-(tue|thu)-1600@/);
      const google = await card(page, ROBLOX)
        .locator('a[href^="https://calendar.google.com"]')
        .getAttribute('href');
      expect(new URL(google ?? '').searchParams.get('recur')).toMatch(
        /^RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=\d+$/,
      );
    },
  );

  // What the server draws: the same with JavaScript.
  test(
    'gives the reason instead of the list: started, and inside the cut-off',
    { tag: '@no-js' },
    async ({ page, signInAsAlias }) => {
      await signInAsAlias({ base: 'horario', path: '/dashboard' });
      // Started: the card offers no change, and its page says why.
      const youtuber = card(page, 'Curso de YouTuber Kids');
      await expect(youtuber.getByRole('link', { name: /^Cambiar horario/ })).toHaveCount(0);
      const { href } = await icsOf(page, 'Curso de YouTuber Kids');
      const id = /(\d+)\.ics$/.exec(href)?.[1];
      await page.goto(`/dashboard/horario/${id}`);
      await expect(page.getByTestId('schedule-closed')).toHaveText(
        'El curso ya empezó: ya no se puede cambiar de horario.',
      );
      await expect(page.getByRole('radio')).toHaveCount(0);

      await page.goto('/dashboard');
      await openChange(page, 'Inteligencia Artificial para Adolescentes');
      await expect(page.getByTestId('schedule-closed')).toContainText(
        'Faltan menos de 48 horas para la primera clase: ya no se puede cambiar de horario.',
      );
      await expect(page.getByRole('radio')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Cambiar a este grupo' })).toHaveCount(0);
    },
  );

  // The refusal is the server's (a full group too: tests/router/schedule-change-route.test.ts).
  test(
    'fits a 390 px phone; a change made in another tab meanwhile is refused with a clear message',
    { tag: '@no-js' },
    async ({ page, context, signInAsAlias }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAsAlias({ base: 'horario', path: '/dashboard' });
      await openChange(page, ROBLOX);
      await expect(page.getByRole('radio', { name: MON_WED })).toBeVisible();
      const button = page.getByRole('button', { name: 'Cambiar a este grupo' });
      const box = await button.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      for (const option of await page.locator('.schedule-option').all()) {
        const optionBox = await option.boundingBox();
        expect((optionBox?.x ?? 0) + (optionBox?.width ?? 0)).toBeLessThanOrEqual(390);
      }

      const second = await context.newPage();
      await second.goto(page.url());
      await page.getByRole('radio', { name: MON_WED }).check();
      await page.getByRole('button', { name: 'Cambiar a este grupo' }).click();
      await expect(page).toHaveURL(/pestana=cursos/);

      await second.getByRole('radio', { name: MON_WED }).check();
      await second.getByRole('button', { name: 'Cambiar a este grupo' }).click();
      await expect(second.getByTestId('schedule-message')).toHaveText(
        'El horario se cambió en otra pestaña o dispositivo mientras elegías. Revisa el horario actual y vuelve a elegir.',
      );
      // The page now shows where the child is.
      await expect(second.getByTestId('current-schedule')).toContainText(
        'Lunes y Miércoles de 6:00 PM a 7:30 PM',
      );
    },
  );

  test("another family's enrolment is a 404", { tag: '@no-js' }, async ({ page, signInAsAlias }) => {
    await signInAsAlias({ base: 'horario', path: '/dashboard' });
    const { href } = await icsOf(page, ROBLOX);
    const id = /(\d+)\.ics$/.exec(href)?.[1];
    await signInAsAlias({ base: 'padre', path: `/dashboard/horario/${id}` });
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    expect((await page.request.get(`/dashboard/horario/${id}`)).status()).toBe(404);
  });

  test(
    'no serious axe violation on the page with its groups, at desktop width and at 390 px',
    { tag: '@js' },
    async ({ page, signInAsAlias }) => {
      await signInAsAlias({ base: 'horario', path: '/dashboard' });
      await openChange(page, ROBLOX);
      await expectNoSeriousViolationsAtEachWidth(page);
    },
  );
});
