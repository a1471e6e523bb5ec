/**
 * The server-rendered HTML of every page — what a browser without JavaScript gets — validated
 * with html-validate's `html-validate:recommended` preset (configuration: .htmlvalidate.json).
 *
 * No rule is switched off. Four are set to the one style React writes, because they would
 * otherwise flag React's serialisation rather than markup we choose (each was seen firing on
 * React's output before being set; React cannot be told to write otherwise):
 * - `attr-case`: lowercase or camelCase — React keeps the JSX spelling of `charSet`,
 *   `autoComplete`, `maxLength` (HTML attribute names are case-insensitive).
 * - `attribute-boolean-style`: `empty` — React writes `async=""`, `disabled=""`, `open=""`.
 * - `attribute-empty-style`: `empty` — React writes `download=""`.
 * - `void-style`: `selfclose` — React writes `<meta/>`, `<img/>`, `<input/>`.
 * One more is set to what HTML itself allows: `form-dup-name` lets checkboxes share a name, as
 * a set of boxes posts one value each under it (the trial class's days, Conform's checkbox group,
 * decision 078); radios and buttons already may.
 * `.htmlvalidate.json` is plain JSON (html-validate reads it with JSON.parse), so the reasons live here,
 * and the first tests below prove them: React's own output trips exactly these four rules under the
 * bare preset and none under ours, while a real mistake is still reported.
 */
import { FileSystemConfigLoader, HtmlValidate, StaticConfigLoader, type Message } from 'html-validate';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useMockApp } from './harness/use-mock-app';
import { newBrowser, type HttpClient } from './harness/http-client';
import { aliasParentEmail } from './support/accounts';
import { invoicePathOf, NEXT_COURSE_QUERY, startInvoice } from './support/invoice';
import { choosePurchase } from './support/purchase';
import { describe as describeAnswer, signIn } from './support/sign-in';
import { PUBLIC_PAGES } from '../support/public-pages';
import { complaints } from '../../fixtures/complaints';
import {
  canonicalHref,
  h1Count,
  images,
  imagesWithoutAlt,
  metaContent,
  OPEN_GRAPH,
  titleText,
} from './support/page-head';

const origin = useMockApp();

// A file name inside the repository, so the loader finds .htmlvalidate.json at the root.
const CONFIG_ANCHOR = path.resolve('page.html');
const validator = new HtmlValidate(new FileSystemConfigLoader());

/** One line per problem: rule, message, the offending markup and where it is. */
function describeMessage(html: string, message: Message): string {
  const excerpt = html.slice(Math.max(0, message.offset - 60), message.offset + message.size + 60);
  return `${message.ruleId}: ${message.message} (line ${message.line}:${message.column})\n    …${excerpt}…`;
}

async function expectValidPage(client: HttpClient, pagePath: string, expectedStatus = 200) {
  const answer = await client.get(pagePath);
  expect(answer.status, describeAnswer(answer)).toBe(expectedStatus);
  await expectValidHtml(answer.body, pagePath);
}

async function expectValidHtml(html: string, label: string) {
  const report = await validator.validateString(html, CONFIG_ANCHOR);
  const problems = report.results.flatMap((result) =>
    result.messages.map((message) => describeMessage(html, message)),
  );
  expect(problems, `${label}:\n${problems.join('\n')}`).toEqual([]);
}

/** A document as React serialises it, with each construct the four adjusted rules are about. */
function reactDocument(): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(
    h(
      'html',
      { lang: 'es' },
      h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, 'Prueba')),
      h(
        'body',
        null,
        h(
          'main',
          null,
          h('a', { href: '/archivo.pdf', download: true }, 'Descargar'),
          h('label', { htmlFor: 'campo' }, 'Campo'),
          h('input', {
            id: 'campo',
            name: 'campo',
            type: 'email',
            autoComplete: 'email',
            maxLength: 20,
            disabled: true,
          }),
        ),
      ),
    ),
  )}`;
}

const ruleIds = (report: Awaited<ReturnType<HtmlValidate['validateString']>>) =>
  [...new Set(report.results.flatMap((result) => result.messages.map((message) => message.ruleId)))].sort();

describe('the configuration', () => {
  it("adjusts only rules that React's serialisation trips", async () => {
    const bare = new HtmlValidate(new StaticConfigLoader({ extends: ['html-validate:recommended'] }));
    expect(ruleIds(await bare.validateString(reactDocument()))).toEqual([
      'attr-case',
      'attribute-boolean-style',
      'attribute-empty-style',
      'void-style',
    ]);
    expect(ruleIds(await validator.validateString(reactDocument(), CONFIG_ANCHOR))).toEqual([]);
  });

  it('still reports real mistakes', async () => {
    const html = reactDocument().replace(
      '<main>',
      '<main><div aria-label="Sin rol">x</div><span id="campo"></span>',
    );
    expect(ruleIds(await validator.validateString(html, CONFIG_ANCHOR))).toEqual([
      'aria-label-misuse',
      'no-dup-id',
      'valid-for',
    ]);
  });
});

const PAGES = [
  ...PUBLIC_PAGES,
  '/?login',
  '/clase-de-prueba',
  '/clase-de-prueba/confirmada?codigo=PRUEBA-000001&horas=24',
];

describe('every public page: one h1, title, description, canonical URL, Open Graph, alt texts', () => {
  it.each(PUBLIC_PAGES)('%s', async (pagePath) => {
    const answer = await newBrowser(origin()).get(pagePath);
    expect(answer.status, describeAnswer(answer)).toBe(200);
    const html = answer.body;
    expect(h1Count(html)).toBe(1);
    expect(titleText(html)).not.toBe('');
    expect(metaContent(html, 'name', 'description')?.trim()).toBeTruthy();
    // The canonical URL names the page without its query (/vacaciones?edad=… is one page).
    const canonical = `${origin()}${pagePath.split('?')[0]}`;
    expect(canonicalHref(html)).toBe(canonical);
    for (const property of OPEN_GRAPH)
      expect(metaContent(html, 'property', property)?.trim(), property).toBeTruthy();
    expect(metaContent(html, 'property', 'og:url')).toBe(canonical);
    expect(images(html).length).toBeGreaterThan(0);
    expect(imagesWithoutAlt(html)).toEqual([]);
  });
});

describe('server-rendered HTML is valid', () => {
  it.each(PAGES)('%s', async (pagePath) => {
    await expectValidPage(newBrowser(origin()), pagePath);
  });

  it('/?login after a failed sign-in (errors on the fields)', async () => {
    const browser = newBrowser(origin());
    const answer = await browser.postForm('/auth/login', { email: '', password: '', redirectTo: '/' });
    expect(answer.headers.location).toBe('/?login');
    await expectValidPage(browser, '/?login');
  });

  it('/dashboard signed in', async () => {
    const browser = newBrowser(origin());
    await signIn(browser, 'alumno@example.com');
    await expectValidPage(browser, '/dashboard');
  });

  it("the parents' zone's forms: a child's login and 'Mis datos', as sent and as refused", async () => {
    const browser = newBrowser(origin());
    await signIn(browser, aliasParentEmail());
    await expectValidPage(browser, '/dashboard');
    await expectValidPage(browser, '/dashboard/mis-datos');
    const refusedLogin = await browser.postForm('/dashboard?index', {
      intent: 'reveal-credentials',
      child: String(/name="child" value="(\d+)"/.exec((await browser.get('/dashboard')).body)?.[1]),
      parentPassword: 'no-es-la-clave',
    });
    expect(refusedLogin.status).toBe(400);
    await expectValidHtml(refusedLogin.body, 'refused reveal');
    const refusedRequest = await browser.postForm('/dashboard/mis-datos', { kind: 'deletion' });
    expect(refusedRequest.status).toBe(400);
    await expectValidHtml(refusedRequest.body, "refused 'Mis datos' request");
  });

  it("issue 75: 'Mis datos' with every privacy state, a refused withdrawal, and both fixture sheets' copies", async () => {
    const rosa = newBrowser(origin());
    await signIn(rosa, 'privacidad@example.com');
    await expectValidPage(rosa, '/dashboard/mis-datos');
    // padre@'s consent stands: its form, refused without its box (nothing changes).
    const carlos = newBrowser(origin());
    await signIn(carlos, 'padre@example.com');
    const refusedWithdrawal = await carlos.postForm('/dashboard/mis-datos', {
      intent: 'withdraw-consent',
      consentId: 'consent-101-sign-up',
    });
    expect(refusedWithdrawal.status).toBe(400);
    await expectValidHtml(refusedWithdrawal.body, 'refused consent withdrawal');
    for (const sheet of complaints)
      await expectValidPage(newBrowser(origin()), `/libro-de-reclamaciones/hoja/${sheet.copyToken}`);
  });

  describe('the organization dashboard, signed in as org@example.com', () => {
    it.each([
      '/dashboardb2b/organization/1',
      '/dashboardb2b/organization/1?curso=2008&estado=has_ended&pagina=1',
      '/dashboardb2b/organization/1?buscar=zzz',
    ])('%s', async (pagePath) => {
      const browser = newBrowser(origin());
      await signIn(browser, 'org@example.com');
      await expectValidPage(browser, pagePath);
    });

    it("another organization's dashboard: the 404 page", async () => {
      const browser = newBrowser(origin());
      await signIn(browser, 'org@example.com');
      await expectValidPage(browser, '/dashboardb2b/organization/2', 404);
    });
  });

  it('/dashboard signed in with banners-error', async () => {
    const browser = newBrowser(origin());
    await signIn(browser, 'alumno@example.com');
    browser.jar.set('mock_scenario', 'banners-error');
    await expectValidPage(browser, '/dashboard');
  });

  describe("the parents' zone, signed in as padre@example.com", () => {
    it.each([
      '/dashboard',
      '/dashboard?hijo=501&pestana=rutas&paso=5',
      // 'Rutas anteriores:' opened by its link.
      '/dashboard?hijo=501&anteriores=1',
      '/dashboard?hijo=502&pestana=cursos',
      '/dashboard/faq',
      '/login-perfiles',
      '/login-perfiles/nuevo',
      // Online checkout (issue 16): the product, "Mis compras" and a paid invoice with its result.
      '/pagar?ruta=ruta-creadores-de-videojuegos&curso=curso-de-minecraft-education-code-builder&hijo=501',
      '/pagar?curso=curso-de-videojuegos-con-roblox',
      '/dashboard/compras',
      '/dashboard/compras/88102',
      // Referral program (decision 035): an invite page with its link, "Mis referidos", a landing.
      '/dashboard/invitar/grupo/6102',
      // Issue 53: a path named once and linked, on the invite page and on its landing.
      '/dashboard/invitar/ruta/602',
      '/dashboard/referidos',
      '/invitacion/MARIANA-APPS',
      '/invitacion/MARIANA-VENCIDO',
      // Issue 17 (decision 038): a child's reminders and calendar subscription.
      '/dashboard/recordatorios/501',
      // Issue 17, decision 037: 'Cambiar horario' (6204: no other group to offer).
      '/dashboard/horario/6204',
    ])('%s', async (pagePath) => {
      const browser = newBrowser(origin());
      await signIn(browser, 'padre@example.com');
      await expectValidPage(browser, pagePath);
    });

    it('/dashboard with no paths nor courses (parents-empty)', async () => {
      const browser = newBrowser(origin());
      await signIn(browser, 'padre@example.com');
      browser.jar.set('mock_scenario', 'parents-empty');
      await expectValidPage(browser, '/dashboard');
    });

    // Issue 17, decision 037: the groups form, the started and the cut-off reasons.
    it.each(['/dashboard/horario/6501', '/dashboard/horario/6502', '/dashboard/horario/6503'])(
      '%s (horario@example.com)',
      async (pagePath) => {
        const browser = newBrowser(origin());
        await signIn(browser, 'horario@example.com');
        await expectValidPage(browser, pagePath);
      },
    );

    it("another family's child: the 404 page", async () => {
      const browser = newBrowser(origin());
      await signIn(browser, 'padre@example.com');
      await expectValidPage(browser, '/dashboard?hijo=503', 404);
    });
  });

  // Issue 52: each way to pay an invoice opens a step with the terms box; refused, it says why.
  // A path in dollars is above S/ 700 at the day's rate: its boleta names the buyer (issue 75).
  const NAMED_ABROAD = {
    comprobante: 'boleta',
    tipoDocumento: 'PASAPORTE',
    numeroDocumento: 'G12345678',
    nombreComprador: 'Laura Méndez',
  };
  it.each([
    ['padre', NEXT_COURSE_QUERY, 'card-soles', 'pay', {}],
    ['padre', NEXT_COURSE_QUERY, 'local:agent', 'confirm-local', {}],
    ['mama.mx', 'ruta=ruta-inteligencia-artificial-y-apps', 'card-dollars', 'intent-terms', NAMED_ABROAD],
  ])('the invoice step of %s for %s, %s: open, then refused without the terms', async (...row) => {
    const [base, query, method, intent, receipt] = row;
    const browser = newBrowser(origin());
    await signIn(browser, `${base}+${randomBytes(5).toString('hex')}@example.com`);
    const invoicePath = invoicePathOf(await startInvoice(browser, query));
    const chosen = await browser.postForm(invoicePath, { intent: 'choose-method', method, ...receipt });
    const step = chosen.headers.location ?? '';
    expect(step, describeAnswer(chosen)).toMatch(/\?paso=/);
    await expectValidPage(browser, step);
    const refused = await browser.postForm(step, { intent, method: method.replace('local:', '') });
    expect(refused.status, describeAnswer(refused)).toBe(400);
    expect(refused.body).toContain('Debes aceptar los términos y condiciones para continuar con el pago.');
    await expectValidHtml(refused.body, `${step} refused`);
  });

  it('/enrollment after choosing a program', async () => {
    const browser = newBrowser(origin());
    await signIn(browser, aliasParentEmail());
    await choosePurchase(browser, '8_to_11');
    await expectValidPage(browser, '/enrollment');
  });

  it('the 404 page', async () => {
    await expectValidPage(newBrowser(origin()), '/esta-pagina-no-existe', 404);
  });

  it.each([
    '/rutas/ruta-pequenos-programadores',
    '/rutas/ruta-desarrolladores-web',
    '/rutas/ruta-inteligencia-artificial-y-apps',
    '/cursos/pack-scratch-junior-y-code-org',
    '/cursos/pack-python-y-desarrollo-web',
  ])('%s (every path level and pack beside the listed ones)', async (pagePath) => {
    await expectValidPage(newBrowser(origin()), pagePath);
  });

  it('an unknown path: the 404 page', async () => {
    await expectValidPage(newBrowser(origin()), '/rutas/ruta-que-no-existe', 404);
  });

  it('an unknown certificate: its own 404 page (decision 087)', async () => {
    await expectValidPage(newBrowser(origin()), '/certificados/AAAAAAAAAAAAAAAAAAAA', 404);
  });

  it('the maintenance page', async () => {
    const browser = newBrowser(origin());
    browser.jar.set('mock_scenario', 'maintenance');
    await expectValidPage(browser, '/', 503);
  });
});
