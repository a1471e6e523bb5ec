/**
 * 'Entrar a la clase' turns on at its time without a reload (issue 77). The student's dashboard
 * does not hydrate: the server names the next window and the page's enhancement shows the link
 * from 15 minutes before the class until it ends, by the browser's clock (Playwright's here).
 * The scenario 'class-starts-soon' gives the student's linked course a class in 20 minutes.
 */
import { expect, test } from './fixtures';
import { useScenario } from './support';

test('the class link appears 15 minutes before the class, and goes when it ends, without a reload @js', async ({
  page,
  context,
  baseURL,
  signIn,
}) => {
  await page.clock.install();
  await useScenario(context, baseURL, 'class-starts-soon');
  await signIn('alumno@example.com', '/dashboard');
  await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true');
  const roblox = page.getByTestId('enrolled-course').filter({ hasText: 'Roblox' });
  const link = roblox.getByRole('link', { name: /Entrar a la clase/ });
  await expect(link).toBeHidden();
  await expect(
    roblox.getByText('El enlace a la clase aparece aquí 15 minutos antes de empezar.'),
  ).toBeVisible();
  let navigations = 0;
  page.on('framenavigated', () => (navigations += 1));

  await page.clock.runFor(5 * 60_000 + 1_000);
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', 'https://zoom.us/j/81234567890');
  await expect(roblox.getByText('El enlace a la clase aparece aquí')).toBeHidden();

  // The 90-minute class ends: the link goes.
  await page.clock.runFor(105 * 60_000);
  await expect(link).toBeHidden();
  expect(navigations).toBe(0);
});

test('without JavaScript the link is not shown before its time @no-js', async ({
  page,
  context,
  baseURL,
  signIn,
}) => {
  await useScenario(context, baseURL, 'class-starts-soon');
  await signIn('alumno@example.com', '/dashboard');
  const roblox = page.getByTestId('enrolled-course').filter({ hasText: 'Roblox' });
  await expect(roblox.getByRole('link', { name: /Entrar a la clase/ })).toBeHidden();
  await expect(
    roblox.getByText('El enlace a la clase aparece aquí 15 minutos antes de empezar.'),
  ).toBeVisible();
});
