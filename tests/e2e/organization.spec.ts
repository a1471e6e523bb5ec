/**
 * The organization (B2B) dashboard, JavaScript on and off: an organization user lands on it after
 * signing in, filters, searches, paginates (the links keep the filters), exports the filtered list
 * as CSV and downloads a certificate; other organizations' members, parents and visitors never
 * see it.
 */
import { readFile } from 'node:fs/promises';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { AXE_VIEWPORTS, expectNoSeriousViolations } from './axe';
import { expect, signInByCookie, test } from './fixtures';
import { PASSWORD, signInThroughDialog, SUPPORT_HEADERS } from './support';

const ORG1 = '/dashboardb2b/organization/1';
const ORG2 = '/dashboardb2b/organization/2';

/** Through the dialog, over /cursos: for the tests that check where signing in lands. */
async function signInOrganizationThroughDialog(page: Page, email = 'org@example.com') {
  await signInThroughDialog(page, email, '/cursos');
}

/** org@ by cookie, on its dashboard (where the dialog lands it: sign-in-return.spec.ts). */
async function signInOrganization(page: Page) {
  await signInByCookie(page, 'org@example.com', ORG1);
}

// Where the login dialog lands org@ (here) is sign-in-return.spec.ts's, in both projects.
test("an organization user's dashboard: its figures, first page and contacts; the menu leads back to it", async ({
  page,
}) => {
  await signInOrganization(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Colegio San Martín de Porres');
  const figures = page.getByTestId('org-figure');
  await expect(figures).toHaveText([
    'Estudiantes27',
    'Cursos activos1',
    'Avance promedio44%',
    'Certificados emitidos7',
  ]);
  await expect(page.getByTestId('org-count')).toHaveText('Mostrando 1–10 de 28 matrículas');
  await expect(page.getByTestId('org-student')).toHaveCount(10);
  await expect(page.locator('.org-contact a[href^="mailto:"]')).toBeVisible();
  await expect(page.locator('.org-contact a[href^="https://wa.me/"]')).toBeVisible();

  await page.goto('/cursos');
  await page.getByText('Lucía', { exact: true }).click();
  await page.getByRole('link', { name: 'Ir al dashboard' }).click();
  await expect(page).toHaveURL(ORG1);
});

test('filters by course and status, searches by name, paginates keeping the filters', async ({ page }) => {
  await signInOrganization(page);
  await page.getByLabel('Curso').selectOption({ label: 'Animación con Scratch' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(`${ORG1}?curso=2008&estado=&buscar=`);
  await expect(page.getByTestId('org-count')).toHaveText('Mostrando 1–8 de 8 matrículas');
  await expect(page.getByRole('navigation', { name: 'Paginación' })).toHaveCount(0);

  await page.getByLabel('Estado').selectOption({ label: 'No completado' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByTestId('org-student')).toHaveCount(1);
  await expect(page.getByTestId('org-student')).toContainText('Nicolás Aguilar Reyes');
  await expect(page.getByTestId('org-student')).toContainText('No completado');

  await page.getByRole('link', { name: 'Quitar filtros' }).click();
  await expect(page).toHaveURL(ORG1);
  await expect(page.getByTestId('org-count')).toHaveText('Mostrando 1–10 de 28 matrículas');
  // The fields start again from the URL (not from what was chosen before).
  await expect(page.getByLabel('Estado')).toHaveValue('');
  await page.getByLabel('Buscar por nombre').fill('nahui');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByTestId('org-student')).toHaveText([/Camila Ñahui Quispe/]);

  await page.goto(`${ORG1}?estado=remaining`);
  await expect(page.getByTestId('org-count')).toHaveText('Mostrando 1–5 de 5 matrículas');
  await page.goto(ORG1);
  const pages = page.getByRole('navigation', { name: 'Paginación' });
  await pages.getByRole('link', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(`${ORG1}?pagina=2`);
  await expect(pages.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('org-count')).toHaveText('Mostrando 11–20 de 28 matrículas');

  await page.goto(`${ORG1}?buscar=a&pagina=2`);
  const next = page.getByRole('navigation', { name: 'Paginación' });
  await expect(next.getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', `${ORG1}?buscar=a`);
  await expect(next.getByRole('link', { name: 'Página 3' })).toHaveAttribute(
    'href',
    `${ORG1}?buscar=a&pagina=3`,
  );
});

test('a 1,000-enrolment roster shows a window of page links (first, last, current ± 2) that keep the filters', async ({
  page,
  baseURL,
}) => {
  // A generated organization (decision 039): POST /__mocks/generar/organizacion, support token only.
  const generated = await page.request.post('/__mocks/generar/organizacion?matriculas=1000', {
    headers: { ...SUPPORT_HEADERS, origin: baseURL ?? '' },
  });
  expect(generated.status()).toBe(201);
  const { organizationId, email }: { organizationId: number; email: string } = await generated.json();
  const dashboard = `/dashboardb2b/organization/${organizationId}`;
  await signInByCookie(page, email, dashboard);

  const nav = page.getByRole('navigation', { name: 'Paginación' });
  const numbers = nav.getByRole('link', { name: /^Página / });
  await expect(page.getByTestId('org-count')).toHaveText('Mostrando 1–10 de 1000 matrículas');
  await expect(numbers).toHaveText(['1', '2', '3', '100']);
  await expect(nav.getByText('Páginas omitidas')).toHaveCount(1);

  await nav.getByRole('link', { name: 'Página 3' }).click();
  await expect(page).toHaveURL(`${dashboard}?pagina=3`);
  await expect(nav.getByRole('link', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
  await expect(numbers).toHaveText(['1', '2', '3', '4', '5', '100']);

  await nav.getByRole('link', { name: 'Página 100' }).click();
  await expect(page.getByTestId('org-count')).toHaveText('Mostrando 991–1000 de 1000 matrículas');
  await expect(numbers).toHaveText(['1', '98', '99', '100']);
  await expect(nav.getByRole('link', { name: 'Siguiente' })).toHaveCount(0);

  await page.goto(`${dashboard}?curso=2008&pagina=10`);
  await expect(nav.getByRole('link', { name: 'Página 10' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Página 12' })).toHaveAttribute(
    'href',
    `${dashboard}?curso=2008&pagina=12`,
  );
  await expect(nav.getByText('Páginas omitidas')).toHaveCount(2);
});

test('exports the filtered list as CSV with a BOM, and a certificate downloads as a PDF', async ({
  page,
}) => {
  await signInOrganization(page);
  await page.goto(`${ORG1}?curso=2008`);
  const csvLink = page.getByRole('link', { name: 'Descargar CSV' });
  await expect(csvLink).toHaveAttribute('href', `${ORG1}/alumnos.csv?curso=2008`);
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
  expect(csvDownload.suggestedFilename()).toBe('alumnos-colegio-san-martin-de-porres.csv');
  const bytes = await readFile(await csvDownload.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Alumno,Curso,Grupo,Horario,Docente,Estado,Avance (%),Certificado');
  expect(lines).toHaveLength(9);
  expect(lines.slice(1).every((line) => line.includes(',Animación con Scratch,'))).toBe(true);
  expect(lines.find((line) => line.startsWith('Nicolás'))).toContain(',No completado,100,');

  const certificate = page.getByRole('link', { name: 'Descargar certificado de Isabel Mendoza Cruz' });
  const [pdf] = await Promise.all([page.waitForEvent('download'), certificate.click()]);
  expect(pdf.suggestedFilename()).toBe('org-9509-isabel-mendoza-cruz.pdf');
  expect((await readFile(await pdf.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('isolation: org@ opening organization 2, a parent, a student → 404; a visitor → login', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInOrganization(page);
  const response = await page.goto(ORG2);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Minera Andina')).toHaveCount(0);
  expect((await page.request.get(`${ORG2}/alumnos.csv`)).status()).toBe(404);

  // A parent's and a student's session: the server's answers are the subject, read without a page.
  for (const email of ['padre@example.com', 'alumno@example.com']) {
    const other = await playwrightRequest.newContext({ baseURL });
    try {
      const signedIn = await other.post('/__mocks/session', {
        headers: { ...SUPPORT_HEADERS, origin: baseURL ?? '' },
        form: { email, password: PASSWORD },
      });
      expect(signedIn.status()).toBe(204);
      const dashboard = await other.get(ORG1);
      expect(dashboard.status(), email).toBe(404);
      expect(await dashboard.text()).not.toContain('Colegio San Martín de Porres');
      expect((await other.get(`${ORG1}/alumnos.csv`)).status(), email).toBe(404);
    } finally {
      await other.dispose();
    }
  }

  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(ORG1);
  await expect(visitorPage).toHaveURL(`${ORG1}?login`);
  await expect(visitorPage.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(visitorPage.getByText('Colegio San Martín de Porres')).toHaveCount(0);
  await visitor.close();
});

test('org2@ sees its own organization and not organization 1', async ({ page }) => {
  await signInOrganizationThroughDialog(page, 'org2@example.com');
  await expect(page).toHaveURL(ORG2);
  await expect(page.getByTestId('org-student')).toHaveCount(3);
  expect((await page.goto(ORG1))?.status()).toBe(404);
});

test('axe and no sideways scroll at desktop width and at 390 px', async ({ page }) => {
  await signInOrganization(page);
  // One load, laid out at each width in turn (the layout is CSS).
  for (const viewport of AXE_VIEWPORTS) {
    await page.setViewportSize(viewport.size);
    await expectNoSeriousViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, viewport.name).toBeLessThanOrEqual(0);
  }
});
