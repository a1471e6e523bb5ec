/**
 * The parents' zone (spec §2 "Parents' dashboard", §4 "Course status") as padre@example.com sees
 * it, with JavaScript on and off: both children, their tabs, the stepper, the cards' texts and
 * links, the credentials, 'Rutas anteriores:', and another family's child.
 */
import { expect, test } from './fixtures';
import { PASSWORD } from './support';
import { currentStep, openDashboard, signInParent } from './parents-support';

test.beforeEach(async ({ page }) => {
  await signInParent(page);
});

test('the layout (sidebar with its items, social links, chat button, footer line), and Sofía, the first child, shown by default with her learning path', async ({
  page,
}) => {
  const sidebar = page.getByRole('navigation', { name: 'Zona de padres' });
  // Once in the page: the phone's menu and the wide screen's column are the same <details>.
  const items = sidebar.locator('.parents-sidebar__items a');
  // Issue 16 adds 'Mis compras' after the spec's two items, issue 17 'Mis referidos', issue 55 'Mis datos'.
  await expect(items).toHaveText([
    'Dashboard',
    'Preguntas Frecuentes',
    'Mis compras',
    'Mis referidos',
    'Mis datos',
  ]);
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  // Wide screen: the column is open without a click, and its phone button is not shown.
  await expect(sidebar.getByRole('link', { name: 'Mis compras' })).toBeVisible();
  await expect(sidebar.getByText('Menú de la Zona de Padres', { exact: true })).toBeHidden();
  await expect(sidebar.getByRole('link', { name: 'Kodea en Instagram' })).toBeVisible();
  await expect(page.getByTestId('chat-float')).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  // Spec §2 "all rights reserved 2022": one footer for the page (issue 20), 2022 as its first year.
  await expect(page.getByRole('contentinfo')).toContainText(
    `© 2022–${new Date().getFullYear()} Kodea. Todos los derechos reservados.`,
  );

  // The same first page shows Sofía, the first child, with her learning path.
  const children = page.getByRole('navigation', { name: 'Tus hijos' });
  await expect(children.getByRole('link')).toHaveText(['Sofía', 'Diego']);
  await expect(children.getByRole('link', { name: 'Sofía' })).toHaveAttribute('aria-current', 'page');

  const tabs = page.getByRole('navigation', { name: 'Secciones de Sofía' });
  await expect(tabs.getByRole('link')).toHaveText(['Rutas de Aprendizaje']);
  await expect(tabs.getByRole('link', { name: 'Rutas de Aprendizaje' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const path = page.getByTestId('current-path');
  await expect(path.getByRole('heading', { level: 2, name: 'Ruta Creadores de Videojuegos' })).toBeVisible();
  await expect(path.getByText('Nivel 2', { exact: true })).toBeVisible();
  // Spec §4: the in-progress course is shown; each step says its status in words.
  await expect(currentStep(page)).toContainText('Curso de Videojuegos con Roblox');
  await expect(currentStep(page)).toContainText('En progreso');
  const steps = path.locator('.stepper__step');
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(0)).toContainText('Completado');
  await expect(steps.nth(2)).toContainText('Proximamente');
  await expect(steps.nth(3)).toContainText('Por definir');
  await expect(steps.nth(4)).toContainText('Certificado Final');

  const card = path.getByTestId('course-card');
  await expect(card.getByText('En progreso', { exact: true })).toBeVisible();
  await expect(
    card.getByRole('progressbar', { name: 'Avance de Curso de Videojuegos con Roblox' }),
  ).toHaveAttribute('value', '25');
  await expect(card.getByText('Jorge Mendoza Ríos')).toBeVisible();
  await expect(card.getByText('Martes y Jueves de 4:00 PM a 5:30 PM')).toBeVisible();
  // No zoom_url: the class link is a support chat (spec §9); no virtual room, no 'Aula virtual'.
  await expect(card.getByRole('link', { name: /Contactar a soporte/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
  await expect(card.getByRole('link', { name: /Aula virtual/ })).toHaveCount(0);

  // 'Rutas anteriores:' is collapsed until opened: its cards are not even in the page.
  const past = page.getByTestId('past-paths');
  await expect(past.getByRole('heading', { name: 'Ruta Pequeños Programadores' })).toHaveCount(0);
  await past.getByRole('link', { name: 'Rutas anteriores: (mostrar 1 ruta)' }).click();
  await expect(page).toHaveURL(/[?&]anteriores=1\b.*#rutas-anteriores$/);
  await expect(past.getByRole('heading', { name: 'Ruta Pequeños Programadores' })).toBeVisible();
  await expect(
    past.getByRole('link', { name: 'Descargar certificado de Ruta Pequeños Programadores' }),
  ).toBeVisible();
  // Sofía's path stays where it was, and the same link closes the section again.
  await expect(currentStep(page)).toContainText('Curso de Videojuegos con Roblox');
  await past.getByRole('link', { name: 'Rutas anteriores: (ocultar)' }).click();
  await expect(page).not.toHaveURL(/anteriores=/);
  await expect(past.getByRole('heading', { name: 'Ruta Pequeños Programadores' })).toHaveCount(0);
});

test('the stepper arrows cycle through the steps, and a step opens by URL', async ({ page }) => {
  const next = page.getByRole('link', { name: 'Paso siguiente' });
  const previous = page.getByRole('link', { name: 'Paso anterior' });

  await next.click();
  await expect(page).toHaveURL(/[?&]paso=3\b/);
  // Each step is a page load of the light parents' zone (decision 060): it lands on its path.
  await expect(page).toHaveURL(/#ruta-602$/);
  await expect(page.locator('#ruta-602')).toBeInViewport();
  await expect(currentStep(page)).toContainText('Minecraft Education: Code Builder');
  await expect(page.getByTestId('course-card').getByText('Proximamente', { exact: true })).toBeVisible();

  await next.click();
  // Each arrow is a link to the next URL: wait for it, or a quick second click reuses the old one.
  await expect(page).toHaveURL(/[?&]paso=4\b/);
  await next.click();
  await expect(page).toHaveURL(/[?&]paso=5\b/);
  await expect(currentStep(page)).toContainText('Certificado Final');
  const panel = page.getByTestId('certificate-panel');
  await expect(panel.getByText('Faltan 3 cursos para obtener el certificado de la ruta.')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Ver ruta' })).toHaveAttribute(
    'href',
    '/rutas/ruta-desarrolladores-web',
  );

  // From the last step the next arrow goes round to the first, and back.
  await next.click();
  await expect(page).toHaveURL(/[?&]paso=1\b/);
  await expect(currentStep(page)).toContainText('Animación con Scratch');
  await previous.click();
  await expect(page).toHaveURL(/[?&]paso=5\b/);

  await openDashboard(page, '/dashboard?hijo=501&pestana=rutas&paso=4');
  await expect(currentStep(page)).toContainText('Robótica con micro:bit');
  await expect(currentStep(page)).toContainText('Por definir');
});

test("the chat buy link opens a prefilled chat naming the child, the course, the path and their prices; another family's child is a 404", async ({
  page,
}) => {
  await openDashboard(page, '/dashboard?hijo=501&pestana=rutas&paso=3');
  const card = page.getByTestId('course-card');
  const chat = await card.getByRole('link', { name: /^Prefiero comprar por WhatsApp/ }).getAttribute('href');
  expect(chat).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  for (const part of [
    'Minecraft Education: Code Builder',
    'Sofía',
    'Ruta Creadores de Videojuegos',
    'S/ 490',
    'ruta completa',
    'S/ 1,710',
  ])
    expect(chat).toContain(encodeURIComponent(part));
  // Only blocked or remaining courses without an invoice offer them (spec §4).
  await openDashboard(page, '/dashboard?hijo=501&pestana=rutas&paso=2');
  await expect(page.getByRole('link', { name: /^Prefiero comprar por WhatsApp/ })).toHaveCount(0);
  await expect(page.getByTestId('pay-online')).toHaveCount(0);

  // Another family's child is a 404 page.
  const response = await page.goto('/dashboard?hijo=503');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByText('Emiliano')).toHaveCount(0);
});

test("Diego's individual courses, the current ones then 'Cursos anteriores:'", async ({ page }) => {
  await page.getByRole('navigation', { name: 'Tus hijos' }).getByRole('link', { name: 'Diego' }).click();
  await expect(page).toHaveURL(/[?&]hijo=502\b/);
  const tabs = page.getByRole('navigation', { name: 'Secciones de Diego' });
  await expect(tabs.getByRole('link')).toHaveText(['Cursos Individuales']);
  await expect(tabs.getByRole('link', { name: 'Cursos Individuales' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // No blocked course for Diego: no banner.
  await expect(page.getByTestId('blocked-banner')).toHaveCount(0);

  const youtuber = page.getByTestId('course-card').filter({ hasText: 'Curso de YouTuber Kids' });
  await expect(youtuber.getByText('Lucía Paredes Soto')).toBeVisible();
  await expect(youtuber.getByText('4 veces por semana')).toBeVisible();
  // 'Ir a la clase' shows only from 15 minutes before a class (parents-class-start.spec.ts).
  await expect(youtuber.locator('a[data-class-link]')).toHaveAttribute('href', /^https:\/\/zoom\.us\//);
  await expect(youtuber.getByRole('link', { name: /Aula virtual/ })).toHaveAttribute(
    'href',
    /aula\.kodea\.pe/,
  );
  await expect(youtuber.getByRole('link', { name: 'Descargar material' })).toBeVisible();

  const notStarted = page
    .getByTestId('course-card')
    .filter({ has: page.getByText('Programado', { exact: true }) });
  await expect(notStarted.getByText('No asignado aún')).toBeVisible();
  await expect(notStarted.getByText('Próximamente')).toBeVisible();
  await expect(notStarted.getByText('Fecha de inicio por definir')).toBeVisible();
  await expect(notStarted.getByText('No es necesario que descargues ningún material.')).toBeVisible();

  const past = page.getByTestId('past-courses');
  await expect(past.getByRole('heading', { name: 'Cursos anteriores:' })).toBeVisible();
  const minecraft = past.getByTestId('course-card').filter({ hasText: 'Minecraft Education: Code Builder' });
  await expect(minecraft.getByText('Completado', { exact: true })).toBeVisible();
  await expect(minecraft.getByRole('progressbar')).toHaveAttribute('value', '100');
  const abandoned = past.getByTestId('course-card').filter({ hasText: 'Robótica con micro:bit' });
  await expect(abandoned.getByText('No completado', { exact: true })).toBeVisible();
  await expect(abandoned.getByText('Sin descripción')).toBeVisible();

  // A tab the child does not have falls back to the one he has.
  await openDashboard(page, '/dashboard?hijo=502&pestana=rutas');
  await expect(
    page
      .getByRole('navigation', { name: 'Secciones de Diego' })
      .getByRole('link', { name: 'Cursos Individuales' }),
  ).toHaveAttribute('aria-current', 'page');
});

test("the child's credentials are not in the page until revealed with the parent's password, and never reach the URL", async ({
  page,
}) => {
  const password = page.getByText('Sofi-2026', { exact: true });
  await expect(password).toHaveCount(0);
  // Not hidden in the markup or the hydration data either: absent.
  expect(await page.content()).not.toContain('Sofi-2026');
  await page.locator('form[id^="ver-acceso"]').getByLabel('Tu contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ver credenciales de acceso' }).click();
  await expect(password).toBeVisible();
  await expect(page.getByText('sofia.quispe@alumnos.kodea.pe', { exact: true })).toBeVisible();
  expect(page.url()).not.toContain('Sofi-2026');
  // Revealed for Sofía only: Diego's stays out of the page.
  await page.getByRole('link', { name: /Diego/ }).first().click();
  await expect(page.getByRole('button', { name: 'Ver credenciales de acceso' })).toBeVisible();
  expect(await page.content()).not.toContain('Diego-2026');
  await page.goBack();
  await page.reload();
  await page.getByRole('button', { name: 'Ocultar credenciales' }).click();
  await expect(password).toHaveCount(0);
});
