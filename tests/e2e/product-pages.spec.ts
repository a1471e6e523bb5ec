/**
 * Issue 20, points 2 and 15: every product page leads somewhere (the chat naming the product, its
 * syllabus, the vacation program that teaches it, the way to pay online) and carries its
 * structured data; the home an Organization; the sitemap a stable <lastmod> per URL. JS on and off.
 */
import { expect, test } from './fixtures';
import { jsonLd } from './support';

const ROBLOX = '/cursos/curso-de-videojuegos-con-roblox';

test.describe('a course page leads somewhere', () => {
  test('a visitor: chat naming the course, syllabus PDF, the vacation program, sign in to pay', async ({
    page,
    request,
  }) => {
    await page.goto(ROBLOX);
    const actions = page.getByTestId('product-actions');

    const info = actions.getByRole('link', { name: /^Sí, quiero más info/ });
    const href = (await info.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/51987654321\?text=/);
    expect(decodeURIComponent(href.split('text=')[1])).toBe(
      'Hola, quiero más información sobre el curso «Curso de Videojuegos con Roblox».',
    );
    await expect(info).toHaveAttribute('target', '_blank');

    const syllabus =
      (await actions.getByRole('link', { name: /^Descarga el sílabo/ }).getAttribute('href')) ?? '';
    expect(syllabus).toBe('/media/silabos/programa-roblox.pdf');
    const pdf = await request.get(syllabus);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The vacation program is its own product: its own facts and price, beside the course's.
    const vacation = page.getByTestId('vacation-offers');
    await expect(vacation).toContainText('Crea tu videojuego en Roblox');
    await expect(vacation).toContainText('8 sesiones en 4 semanas · S/ 450');
    await expect(page.getByRole('complementary', { name: 'Datos del curso' })).toContainText(
      '16 sesiones en vivo',
    );
    // The course's own facts under a heading of their own, not read as the program's (issue 76).
    const own = page.getByRole('region', { name: 'Este curso' });
    await expect(own).toContainText('16 sesiones en vivo');
    await expect(own).not.toContainText('Crea tu videojuego en Roblox');

    // A visitor's pay link opens the login dialog over the purchase itself (issue 76 point 7).
    await expect(page.getByTestId('pay-online')).toHaveCount(1);
    await actions.getByRole('link', { name: /^Pagar en línea · S\/ 549/ }).click();
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page).toHaveURL(/\/pagar\?curso=curso-de-videojuegos-con-roblox&login$/);

    await page.goto(ROBLOX);
    await vacation.getByRole('link', { name: /Ver programa de vacaciones/ }).click();
    await expect(page).toHaveURL(/\/vacaciones\?edad=8_to_11&programa=0$/);
    await expect(page.getByRole('heading', { name: 'Crea tu videojuego en Roblox' }).first()).toBeVisible();
  });

  test("a parent gets 'Pagar en línea' with its price; a course without a syllabus offers none", async ({
    page,
    signIn,
  }) => {
    await signIn('padre@example.com', ROBLOX);
    await expect(page.getByTestId('pay-online')).toHaveAttribute(
      'href',
      '/pagar?curso=curso-de-videojuegos-con-roblox',
    );
    await expect(page.getByTestId('pay-online')).toHaveText(/^Pagar en línea · S\/ 549/);
    await page.goto('/cursos/curso-de-minecraft-education-code-builder');
    await expect(page.getByTestId('more-info')).toBeVisible();
    await expect(page.getByTestId('syllabus')).toHaveCount(0);
    await expect(page.getByTestId('vacation-offers')).toHaveCount(0);
  });

  test('a pack: chat naming the pack and its syllabus; not sold online', async ({ page }) => {
    await page.goto('/cursos/pack-roblox-y-minecraft');
    const href = (await page.getByTestId('more-info').getAttribute('href')) ?? '';
    expect(decodeURIComponent(href.split('text=')[1])).toContain('«Pack Roblox + Minecraft»');
    await expect(page.getByTestId('syllabus')).toHaveAttribute(
      'href',
      '/media/silabos/pack-roblox-y-minecraft.pdf',
    );
    await expect(page.getByTestId('pay-online')).toHaveCount(0);
    await expect(page.getByTestId('buy-chat')).toHaveCount(0);
  });
});

test("a path page: chat naming the path, and a visitor's pay links the same checkout as signed in", async ({
  page,
}) => {
  await page.goto('/rutas/ruta-inteligencia-artificial-y-apps');
  const href = (await page.getByTestId('more-info').getAttribute('href')) ?? '';
  expect(decodeURIComponent(href.split('text=')[1])).toBe(
    'Hola, quiero más información sobre la «Ruta Inteligencia Artificial y Apps».',
  );
  // Issue 76 point 7, decision 109: /pagar behind the login dialog, as a parent pays signed in.
  const pay = page.getByTestId('pay-online');
  await expect(pay).toHaveCount(2);
  await expect(pay.nth(0)).toHaveAttribute(
    'href',
    '/pagar?ruta=ruta-inteligencia-artificial-y-apps&curso=curso-de-creacion-de-apps-con-app-inventor&login',
  );
  await expect(pay.nth(1)).toHaveAttribute('href', '/pagar?ruta=ruta-inteligencia-artificial-y-apps&login');
});

test.describe('structured data and the sitemap', () => {
  test('a course: Course with a CourseInstance per group, online, dated, with the offer', async ({
    page,
  }) => {
    await page.goto(ROBLOX);
    const course = (await jsonLd(page)).find((block) => block['@type'] === 'Course');
    expect(course).toMatchObject({
      name: 'Curso de Videojuegos con Roblox',
      offers: { '@type': 'Offer', price: 549, priceCurrency: 'PEN' },
      provider: { '@type': 'Organization', name: 'Kodea' },
    });
    const instances = (course?.hasCourseInstance ?? []) as Array<Record<string, unknown>>;
    expect(instances).toHaveLength(3);
    expect(instances[0]).toMatchObject({
      '@type': 'CourseInstance',
      courseMode: 'online',
      startDate: '2027-01-11T16:00:00-05:00',
      courseSchedule: {
        repeatFrequency: 'P1W',
        byDay: ['https://schema.org/Monday', 'https://schema.org/Wednesday'],
      },
      offers: { price: 549, priceCurrency: 'PEN' },
    });
  });

  test('the home: Organization with logo, profiles and a contact point', async ({ page }) => {
    await page.goto('/');
    const organization = (await jsonLd(page)).find((block) => block['@type'] === 'Organization');
    expect(organization).toMatchObject({
      name: 'Kodea',
      logo: expect.stringMatching(/\/images\/logo\.svg$/),
      contactPoint: { '@type': 'ContactPoint', email: 'soporte@kodea.pe', telephone: '+51987654321' },
    });
    expect(organization?.sameAs).toContain('https://www.instagram.com/kodea.pe');
  });

  test('sitemap.xml: every URL has a stable <lastmod>, a course its content date', async ({ request }) => {
    const first = await (await request.get('/sitemap.xml')).text();
    const urls = first.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls) expect(url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(first).toMatch(/curso-de-videojuegos-con-roblox<\/loc><lastmod>2026-11-09<\/lastmod>/);
    // Never the time of the request: asked again, the same dates.
    expect(await (await request.get('/sitemap.xml')).text()).toBe(first);
  });
});
