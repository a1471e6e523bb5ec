/**
 * A course's own page says its seats before any buying (issue 76 point 2): each group 'Últimos
 * cupos' / 'Sin cupos', and with every group full 'Sin cupos' and the waitlist, which /pagar keeps
 * (decision 093). JavaScript on and off: the page is the server's. Each run uses an alias account:
 * its own copy of the seats, filled from support's '/__mocks' tool.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SUPPORT_HEADERS } from './support';

/** 'Dibujo y animación digital': grp-4-1 full, grp-4-2 with one seat left (fixtures). */
const DIBUJO = 'curso-de-dibujo-y-animacion-digital';

/** Support's 'Ocupar los cupos' (mocks/support/waitlist-page.ts): every group of the course. */
async function fillCourse(page: Page, email: string) {
  const answer = await page.request.post('/__mocks/lista-de-espera/ocupar', {
    headers: { ...SUPPORT_HEADERS, origin: new URL(page.url()).origin },
    form: { programa: `course:${DIBUJO}`, horario: '', cuenta: email },
    maxRedirects: 0,
  });
  expect(answer.status(), await answer.text()).toBe(303);
}

const group = (page: Page, id: string) => page.locator(`[data-seat-group="${id}"]`);

test('a full course says so on its own page and offers the waitlist /pagar keeps', async ({
  page,
  signInAsAlias,
}) => {
  const email = await signInAsAlias({ path: `/cursos/${DIBUJO}` });
  await expect(group(page, 'grp-4-1').getByTestId('seat-badge')).toHaveText('Sin cupos');
  await expect(group(page, 'grp-4-2').getByTestId('seat-badge')).toHaveText('Últimos cupos');
  await expect(page.getByTestId('course-full')).toHaveCount(0);

  await fillCourse(page, email);
  await page.reload();
  await expect(group(page, 'grp-4-2').getByTestId('seat-badge')).toHaveText('Sin cupos');
  const full = page.getByTestId('course-full');
  await expect(full).toContainText('Sin cupos');
  await expect(full).toContainText('Todos los grupos de este curso están llenos.');
  await full.getByRole('link', { name: 'Unirme a la lista de espera' }).click();
  await expect(page).toHaveURL(new RegExp(`/pagar\\?curso=${DIBUJO}$`));
  await expect(page.getByTestId('waitlist')).toContainText('Todos los grupos de este curso están llenos.');
});
