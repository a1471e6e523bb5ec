/**
 * Non-hydrated routes (docs/decisions/016 and 074, Remix's "Disabling JavaScript" recipe): public
 * pages are plain HTML plus one small external script, fingerprinted and cached for good, so their
 * JavaScript stays under 5 KB gzipped; so are the parents' zone (decision 060), an invoice until
 * a card form opens (decision 063) and the student's dashboard (decision 065). The signed-in pages
 * whose forms React enhances (Mis referidos) hydrate.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../support/public-pages';
import { newBrowser } from './harness/http-client';
import { useMockApp } from './harness/use-mock-app';
import { aliasParentEmail } from './support/accounts';
import { invoicePathOf, openCardStep, startInvoice } from './support/invoice';
import { signIn } from './support/sign-in';

const origin = useMockApp();

const ENHANCE_SCRIPT = /^\/build\/enhance-[\w-]+\.js$/;

/** Scripts the browser runs, written in the page (JSON-LD blocks are data, not scripts). */
function inlineScripts(html: string): string[] {
  return [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => match[1] ?? '');
}

const scriptSources = (html: string) => [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);

/** A non-hydrated page: the one external script, no module preload, no hydration data, nothing inline. */
function expectNotHydrated(html: string) {
  expect(scriptSources(html)).toEqual([expect.stringMatching(ENHANCE_SCRIPT)]);
  expect(html).not.toContain('modulepreload');
  expect(html).not.toContain('window.__remixContext');
  expect(inlineScripts(html)).toEqual([]);
}

describe('non-hydrated routes', () => {
  it.each(PUBLIC_PAGES)('%s loads only the one external script', async (page) => {
    expectNotHydrated((await newBrowser(origin()).get(page)).body);
  });

  it('the script is fingerprinted, cached for good, under 5 KB gzipped, and selects no test id', async () => {
    const browser = newBrowser(origin());
    const [src] = scriptSources((await browser.get('/')).body);
    if (!src) throw new Error('no script on the home page');
    const script = await browser.get(src);
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cache-control']).toMatch(/immutable/);
    expect(script.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(gzipSync(script.body).length).toBeLessThan(5 * 1024);
    // Each behaviour once, found by attributes of its own (issue 51): never by a test's id.
    expect(script.body).not.toContain('data-testid');
    // Every page names the same file: the player's part is not a page's own script any more.
    expect(scriptSources((await browser.get('/cursos')).body)).toEqual([src]);
    expect(scriptSources((await browser.get('/cursos?login')).body)).toEqual([src]);
  });

  it('the same pages stay non-hydrated for a signed-in visitor', async () => {
    const browser = newBrowser(origin());
    await signIn(browser, 'alumno@example.com');
    expectNotHydrated((await browser.get('/cursos')).body);
  });

  it('a signed-in page with an enhanced form hydrates: Mis referidos', async () => {
    const browser = newBrowser(origin());
    await signIn(browser, 'padre@example.com');
    const html = (await browser.get('/dashboard/referidos')).body;
    expect(html).toContain('modulepreload');
    expect(html).toContain('window.__remixContext');
    expect(scriptSources(html).some((src) => ENHANCE_SCRIPT.test(src ?? ''))).toBe(false);
  });

  it('the student’s dashboard does not hydrate, its contact form sent in place by the script (decision 065)', async () => {
    const browser = newBrowser(origin());
    await signIn(browser, 'alumno@example.com');
    const html = (await browser.get('/dashboard')).body;
    expectNotHydrated(html);
    expect(html).toMatch(/<form method="post" action="\/dashboard\?index"[^>]*data-sent-in-place/);
  });

  it('the parents’ zone on the same URL does not hydrate (decision 060)', async () => {
    const browser = newBrowser(origin());
    await signIn(browser, 'padre@example.com');
    const first = (await browser.get('/dashboard?hijo=501&pestana=rutas&paso=2')).body;
    expectNotHydrated(first);
    // The child's tabs, written once per view and kept, are the same on the next view.
    const main = (html: string) =>
      /<div class="parents-dashboard__main">[\s\S]*?<\/section><\/div>/.exec(html)?.[0];
    expect(main(first)).toContain('data-testid="current-path"');
    expect(main((await browser.get('/dashboard?hijo=501&pestana=rutas&paso=2')).body)).toBe(main(first));
    // Another step is another view: its own block.
    expect(main((await browser.get('/dashboard?hijo=501&pestana=rutas&paso=3')).body)).not.toBe(main(first));
  });

  it('an invoice does not hydrate until its card form opens, which hydrates (decision 063)', async () => {
    const browser = newBrowser(origin());
    await signIn(browser, aliasParentEmail());
    const invoicePath = invoicePathOf(await startInvoice(browser));
    const invoice = (await browser.get(invoicePath)).body;
    expect(invoice).toContain('data-testid="payment-methods"');
    expectNotHydrated(invoice);

    const step = await openCardStep(browser, invoicePath);
    expect(step.sessionKey).not.toBe('');
    const card = (await browser.get(`${invoicePath}?paso=tarjeta`)).body;
    expect(card).toContain('modulepreload');
    expect(card).toContain('window.__remixContext');
  });
});
