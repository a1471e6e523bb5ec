/**
 * The home's content blocks are written once per version of the home (decision 050): one server,
 * visitors whose homes differ, one after the other. Each must get its own home's blocks, never
 * one kept for another visitor or another version of the content.
 */
import { describe, expect, it } from 'vitest';
import { newBrowser, type HttpClient } from './harness/http-client';
import { useMockApp } from './harness/use-mock-app';
import { visibleText } from './support/html';
import { signIn } from './support/sign-in';

const origin = useMockApp();

/** Chat links with a message: the slider's 'Escríbenos' and each programme's 'Más información'. */
function chatNumbersOf(html: string): Set<string> {
  return new Set([...html.matchAll(/https:\/\/wa\.me\/(\d+)\?text=/g)].map((match) => match[1] ?? ''));
}

/** A browser whose visits are rendered, not served from the page cache (a cookie naming no session). */
function renderingBrowser(): HttpClient {
  const browser = newBrowser(origin());
  browser.jar.set('__kodea_session', 'no-such-session');
  return browser;
}

async function home(browser: HttpClient): Promise<string> {
  const answer = await browser.get('/');
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('the home’s kept blocks', () => {
  it('carry the chat number of each visitor’s country, whoever was served before', async () => {
    const peru = renderingBrowser();
    const mexico = newBrowser(origin());
    await signIn(mexico, 'mama.mx@example.com');
    const parent = newBrowser(origin());
    await signIn(parent, 'padre@example.com');

    expect([...chatNumbersOf(await home(peru))]).toEqual(['51987654321']);
    const mexican = await home(mexico);
    expect([...chatNumbersOf(mexican)]).toEqual(['13055550123']);
    expect(mexican).not.toContain('51987654321');
    expect([...chatNumbersOf(await home(parent))]).toEqual(['51987654321']);
    expect([...chatNumbersOf(await home(mexico))]).toEqual(['13055550123']);
  });

  it('follow the content: a home without slider and banners, then the whole home again', async () => {
    const whole = await home(renderingBrowser());
    expect(whole).toContain('aria-roledescription="carrusel"');
    expect(whole).toContain('aria-label="Novedades"');

    const partial = renderingBrowser();
    partial.jar.set('mock_scenario', 'content-partial');
    const withoutSlider = await home(partial);
    expect(withoutSlider).not.toContain('aria-roledescription="carrusel"');
    expect(withoutSlider).not.toContain('aria-label="Novedades"');
    // The rest of the home is still there, from the same kind of block.
    expect(withoutSlider).toContain('id="programas-titulo"');
    const rest = visibleText(withoutSlider);
    expect(rest).toContain('Minicurso de Python');
    expect(rest).toContain('Lo que cuentan nuestros estudiantes');

    expect(withoutNonce(await home(renderingBrowser()))).toBe(withoutNonce(whole));
  });
});

/** Two renders of one page differ by their CSP nonce only. */
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
