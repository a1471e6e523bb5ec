/**
 * Seats where a schedule is chosen (issue 76 point 2) and kept true while the page is open (issue
 * 77). /vacaciones does not hydrate: the server says 'Últimos cupos' / 'Sin cupos' and a full
 * program offers its waitlist; with JavaScript its enhancement asks /api/trpc every 30 s while the
 * tab is visible, so a schedule filling meanwhile shows 'Sin cupos' before any submit. Each test
 * uses an alias account: its own copy of the seats, filled from support's '/__mocks' tool.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SUPPORT_HEADERS } from './support';

const PYTHON = '/vacaciones?edad=12_plus&programa=0';
/** 'Python' (12 años a más): two taken of 6 in its first two schedules, five in its third. */
const PROGRAM = 'vac-12_plus-1';
const LAST = 'vg-12-1-3';

/** Support's 'Ocupar los cupos' (mocks/support/waitlist-page.ts) in the alias's own seats. */
async function fillSeats(page: Page, email: string, groupId = '', list = PROGRAM) {
  const answer = await page.request.post('/__mocks/lista-de-espera/ocupar', {
    headers: { ...SUPPORT_HEADERS, origin: new URL(page.url()).origin },
    form: { programa: list, horario: groupId, cuenta: email },
    maxRedirects: 0,
  });
  expect(answer.status(), await answer.text()).toBe(303);
}

/** 'Dibujo y animación digital' bought alone on /pagar: grp-4-1 full, grp-4-2 with one seat. */
const DIBUJO = 'curso-de-dibujo-y-animacion-digital';
const groupOption = (page: Page, groupId: string) =>
  page.getByLabel('Grupo').locator(`option[value="${groupId}"]`);

const option = (page: Page, groupId: string) => page.locator(`[data-seat-group="${groupId}"]`);

test('JS off: each schedule says its seats; a full one cannot be chosen; a full program offers its waitlist @no-js', async ({
  page,
  signInAsAlias,
}) => {
  const email = await signInAsAlias({ path: PYTHON });
  await expect(option(page, LAST).getByTestId('seat-badge')).toHaveText('Últimos cupos');
  await expect(option(page, 'vg-12-1-1').getByTestId('seat-badge')).toHaveText('');
  await expect(page.getByRole('button', { name: 'Ir a Pagar' })).toBeEnabled();

  // Filled meanwhile: 'Actualizar' shows it, and the schedule cannot be chosen.
  await fillSeats(page, email, LAST);
  await page.getByRole('link', { name: 'Actualizar' }).click();
  await expect(option(page, LAST).getByTestId('seat-badge')).toHaveText('Sin cupos');
  await expect(option(page, LAST).getByRole('radio')).toBeDisabled();
  await expect(page.getByTestId('program-full')).toBeHidden();

  // Nothing left: the program says so and offers its waitlist, which /enrollment then shows.
  await fillSeats(page, email);
  await page.getByRole('link', { name: 'Actualizar' }).click();
  await expect(page.getByTestId('program-full')).toContainText(
    'Todos los horarios de este programa están llenos.',
  );
  await expect(page.getByRole('button', { name: 'Ir a Pagar' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Unirme a la lista de espera' }).click();
  await expect(page).toHaveURL(/\/enrollment/);
  await expect(page.getByTestId('waitlist')).toBeVisible();
});

test('JS on: a schedule filling while the page is open shows Sin cupos, then the waitlist, before any submit @js', async ({
  page,
  signInAsAlias,
}) => {
  await page.clock.install();
  const email = await signInAsAlias({ path: PYTHON });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/trpc/')) asked.push(request.url());
  });
  await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true');
  await expect(option(page, LAST).getByTestId('seat-badge')).toHaveText('Últimos cupos');
  await option(page, LAST).getByRole('radio').check();

  // The loader's seats are fresh: nothing is asked before 30 s.
  await page.clock.runFor(29_000);
  expect(asked).toEqual([]);

  await fillSeats(page, email, LAST);
  await page.clock.runFor(1_500);
  await expect(option(page, LAST).getByTestId('seat-badge')).toHaveText('Sin cupos');
  await expect(option(page, LAST).getByRole('radio')).toBeDisabled();
  await expect(option(page, LAST).getByRole('radio')).not.toBeChecked();
  await expect(option(page, 'vg-12-1-1').getByRole('radio')).toBeChecked();
  expect(asked).toHaveLength(1);
  expect(asked[0]).toContain('/api/trpc/seats.program');

  await fillSeats(page, email);
  await page.clock.runFor(30_000);
  await expect(page.getByTestId('program-full')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unirme a la lista de espera' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ir a Pagar' })).toHaveCount(0);
});

test('JS off: /pagar names a group with its last seats @no-js', async ({ page, signInAsAlias }) => {
  await signInAsAlias({ path: `/pagar?curso=${DIBUJO}` });
  await expect(groupOption(page, 'grp-4-2')).toHaveText(/ — Últimos cupos$/);
  await expect(groupOption(page, 'grp-4-1')).toHaveText(/ — Sin cupos$/);
});

test('JS on: a /pagar group filling while the page is open shows Sin cupos, then the waitlist @js', async ({
  page,
  signInAsAlias,
}) => {
  await page.clock.install();
  const email = await signInAsAlias({ path: `/pagar?curso=${DIBUJO}` });
  await expect(groupOption(page, 'grp-4-2')).toHaveText(/ — Últimos cupos$/);
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')),
  );
  // The live seats' chunk comes after the page; its 30 s start once it is there.
  await page.waitForLoadState('networkidle');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/trpc/')) asked.push(request.url());
  });
  await page.clock.runFor(29_000);
  expect(asked).toEqual([]);

  await fillSeats(page, email, 'grp-4-2', `course:${DIBUJO}`);
  await page.clock.runFor(1_500);
  await expect(page.getByTestId('waitlist')).toContainText('Todos los grupos de este curso están llenos.');
  await expect(page.getByRole('button', { name: 'Continuar al pago' })).toHaveCount(0);
  expect(asked[0]).toContain('/api/trpc/seats.course');
});
