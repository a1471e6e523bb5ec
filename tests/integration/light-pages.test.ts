/**
 * Light pages (docs/decisions/016): public pages are plain HTML plus one small inline script, so
 * their JavaScript stays far under the 90 KB budget; so are the parents' zone (decision 060), an
 * invoice until a card form opens (decision 063) and the student's dashboard (decision 065); the
 * signed-in pages whose forms React enhances (Mis referidos) still hydrate.
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

function inlineScripts(html: string): string[] {
  return [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => match[1] ?? '');
}

/** A light page: no script file, no module preload, no hydration data, one inline script. */
function expectLight(html: string) {
  expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  expect(html).not.toContain('modulepreload');
  expect(html).not.toContain('window.__remixContext');
  expect(inlineScripts(html)).toHaveLength(1);
}

describe('light pages', () => {
  it.each(PUBLIC_PAGES)('%s loads no script file, only the small enhancement', async (page) => {
    const html = (await newBrowser(origin()).get(page)).body;
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toContain('modulepreload');
    const scripts = inlineScripts(html);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain('kodea_tz');
    // The player's part only where a page has a slider or videos (page-handles.ts withPlayer).
    const player = page === '/' || page.startsWith('/gracias/');
    expect(scripts[0]?.includes('data-video-dialog')).toBe(player);
    expect(gzipSync(scripts[0] ?? '').length).toBeLessThan(player ? 3_072 : 2_048);
  });

  it('the same pages stay light for a signed-in visitor', async () => {
    const browser = newBrowser(origin());
    await signIn(browser, 'alumno@example.com');
    expect((await browser.get('/cursos')).body).not.toContain('modulepreload');
  });

  it('a signed-in page with an enhanced form hydrates: Mis referidos', async () => {
    const browser = newBrowser(origin());
    await signIn(browser, 'padre@example.com');
    const html = (await browser.get('/dashboard/referidos')).body;
    expect(html).toContain('modulepreload');
    expect(html).toContain('window.__remixContext');
  });

  it('the student’s dashboard is light, its contact form sent in place by the script (decision 065)', async () => {
    const browser = newBrowser(origin());
    await signIn(browser, 'alumno@example.com');
    const html = (await browser.get('/dashboard')).body;
    expectLight(html);
    expect(html).toMatch(/<form method="post" action="\/dashboard\?index"[^>]*data-sent-in-place/);
    expect(inlineScripts(html)[0]).toContain('data-sent-in-place');
  });

  it('the parents’ zone on the same URL is light: no script file, no hydration data (decision 060)', async () => {
    const browser = newBrowser(origin());
    await signIn(browser, 'padre@example.com');
    const first = (await browser.get('/dashboard?hijo=501&pestana=rutas&paso=2')).body;
    expectLight(first);
    // The child's tabs, written once per view and kept, are the same on the next view.
    const main = (html: string) =>
      /<div class="parents-dashboard__main">[\s\S]*?<\/section><\/div>/.exec(html)?.[0];
    expect(main(first)).toContain('data-testid="current-path"');
    expect(main((await browser.get('/dashboard?hijo=501&pestana=rutas&paso=2')).body)).toBe(main(first));
    // Another step is another view: its own block.
    expect(main((await browser.get('/dashboard?hijo=501&pestana=rutas&paso=3')).body)).not.toBe(main(first));
  });

  it('an invoice is light until its card form opens, which hydrates (decision 063)', async () => {
    const browser = newBrowser(origin());
    await signIn(browser, aliasParentEmail());
    const invoicePath = invoicePathOf(await startInvoice(browser));
    const invoice = (await browser.get(invoicePath)).body;
    expect(invoice).toContain('data-testid="payment-methods"');
    expectLight(invoice);

    const step = await openCardStep(browser, invoicePath);
    expect(step.sessionKey).not.toBe('');
    const card = (await browser.get(`${invoicePath}?paso=tarjeta`)).body;
    expect(card).toContain('modulepreload');
    expect(card).toContain('window.__remixContext');
  });
});
