/**
 * What the parents' zone hands out as files, with JavaScript on and off: a course certificate
 * (the mock media storage serves PDFs) and the .ics of a course's remaining classes, which must
 * belong to one of the parent's own children.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import ICAL from 'ical.js';
import { contentTypeOf, openDashboard, signInParent } from './parents-support';

test.beforeEach(async ({ page }) => {
  await signInParent(page);
});

test('a course certificate downloads as a PDF', async ({ page }) => {
  await openDashboard(page, '/dashboard?hijo=501&pestana=rutas&paso=1');
  const link = page
    .getByTestId('course-card')
    .getByRole('link', { name: 'Descargar certificado de Animación con Scratch' });
  const href = await link.getAttribute('href');
  // A signed link (issue 50): the certificate's plain name is refused, as another family's would be.
  expect(href).toMatch(/^\/media\/certificados\/6101-animacion-con-scratch\.pdf\?firma=[0-9a-f]{32}$/);
  expect((await page.request.get('/media/certificados/6101-animacion-con-scratch.pdf')).status()).toBe(403);
  expect(
    (
      await page.request.get(`/media/certificados/6102-animacion-con-scratch.pdf?${href?.split('?')[1]}`)
    ).status(),
  ).toBe(403);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('6101-animacion-con-scratch.pdf');
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(await contentTypeOf(page, href ?? '')).toBe('application/pdf');
});

test("'Agregar al calendario' offers five links; Apple downloads every remaining class as .ics", async ({
  page,
}) => {
  const card = page.getByTestId('course-card');
  await card.getByText('Agregar al calendario').click();
  const calendar = card.locator('.calendar-links');
  for (const name of ['Apple', 'Google', 'iCal', 'Yahoo', 'Outlook'])
    await expect(calendar.getByRole('link', { name: new RegExp(`^${name}\\b`) })).toBeVisible();
  await expect(calendar.locator('li').filter({ hasText: 'Outlook' })).toContainText('solo la próxima clase');
  await expect(calendar.locator('li').filter({ hasText: 'Yahoo' })).toContainText('solo la próxima clase');
  await expect(calendar.getByRole('link', { name: /^Google/ })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/.*recur=RRULE/,
  );

  const apple = calendar.getByRole('link', { name: /^Apple/ });
  await expect(apple).toHaveAttribute('href', '/dashboard/calendario/6102.ics');
  const [download] = await Promise.all([page.waitForEvent('download'), apple.click()]);
  expect(download.suggestedFilename()).toBe('kodea-curso-de-videojuegos-con-roblox-sofia-quispe-vargas.ics');
  const ics = await readFile(await download.path(), 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
  expect(ics).toMatch(/^RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=\d+\r?$/m);
  // Read back with a real parser: one weekly series per class day (Tuesday and Thursday).
  const events = new ICAL.Component(ICAL.parse(ics))
    .getAllSubcomponents('vevent')
    .map((c) => new ICAL.Event(c));
  expect(events).toHaveLength(2);
  for (const event of events) {
    expect(event.summary).toBe('Curso de Videojuegos con Roblox - Sofía Quispe Vargas - Kodea');
    expect(event.isRecurring()).toBe(true);
  }

  const answer = await page.request.get('/dashboard/calendario/6102.ics');
  expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(answer.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.ics"$/);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
});

test("another family's enrolment, or one without classes left, has no calendar file", async ({ page }) => {
  // 6301 is Emiliano's (mama.mx@example.com); 6101 has ended; 9999 does not exist.
  for (const id of ['6301', '6101', '9999', 'abc']) {
    const answer = await page.request.get(`/dashboard/calendario/${id}.ics`);
    expect(answer.status(), id).toBe(404);
  }
});
