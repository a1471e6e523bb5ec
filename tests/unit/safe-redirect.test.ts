import { describe, expect, it } from 'vitest';
import { safeRedirect, withLoginParam } from '../../app/lib/safe-redirect';
import { encodeLocation } from '../../kernel/site-path';

/** What a Location header can carry: printable ASCII. */
const ASCII = /^[\x21-\x7e]+$/;

describe('safeRedirect', () => {
  it('follows same-site paths, with query and hash', () => {
    expect(safeRedirect('/cursos?x=1')).toBe('/cursos?x=1');
    expect(safeRedirect('/zona-padres#certificado')).toBe('/zona-padres#certificado');
    expect(safeRedirect('/')).toBe('/');
  });

  it.each([
    ['absolute URL', 'https://evil.com'],
    ['protocol-relative URL', '//evil.com'],
    ['backslash trick', '/\\evil.com'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['relative path', 'cursos'],
    ['empty string', ''],
    ['newline', '/cursos\n//evil.com'],
    ['tab', '/\t/evil.com'],
    ['NUL', '/cursos\u0000'],
  ])('falls back on %s', (_label, to) => {
    expect(safeRedirect(to)).toBe('/');
    expect(safeRedirect(to, '/zona-padres')).toBe('/zona-padres');
  });

  it.each([
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/a/..//evil.example',
    '/..//evil.example',
    '/./\\evil.example',
    '/%2e%2e//evil.example',
    '/./%2e/..//evil.example',
  ])('never yields a protocol-relative target after normalisation: %s', (to) => {
    const result = safeRedirect(to);
    expect(result.startsWith('//')).toBe(false);
    expect(result).not.toContain('evil.example');
  });

  it('returns the normalised path it checked, and caps the length', () => {
    expect(safeRedirect('/cursos/./a/../roblox?x=1#y')).toBe('/cursos/roblox?x=1#y');
    expect(safeRedirect(`/${'a'.repeat(100_000)}`)).toBe('/');
    expect(safeRedirect(`/${'a'.repeat(500)}`)).toBe(`/${'a'.repeat(500)}`);
  });

  it('falls back on null, undefined and File values', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined, '/x')).toBe('/x');
    expect(safeRedirect(new File(['/cursos'], 'a.txt'))).toBe('/');
  });
});

describe('safeRedirect gives a Location header value (issue 50, point 5)', () => {
  it.each([
    ['/ā', '/%C4%81'],
    ['/cursos/ā?x=ñ#ü', '/cursos/%C4%81?x=%C3%B1#%C3%BC'],
    ['/é', '/%C3%A9'],
    ['/a b?c d#e f', '/a%20b?c%20d#e%20f'],
    ['/"><script>', '/%22%3E%3Cscript%3E'],
    ['/\ud800', '/%EF%BF%BD'],
    ['/x%01', '/x%01'],
  ])('%j becomes %j', (to, location) => {
    expect(safeRedirect(to)).toBe(location);
  });

  it.each(['/x\u0001', '/\u2028', '/\u0085', `/${'ā'.repeat(200)}`])('%j goes home', (to) => {
    const result = safeRedirect(to);
    expect(result).toMatch(ASCII);
    if (to.includes('\u0001')) expect(result).toBe('/');
  });

  it('is ASCII for every character of the first planes', () => {
    for (let code = 0; code < 0x3000; code++) {
      const result = safeRedirect(
        `/a${String.fromCharCode(code)}b?c${String.fromCharCode(code)}#${String.fromCharCode(code)}`,
      );
      expect(result, `U+${code.toString(16)}`).toMatch(ASCII);
      expect(result.startsWith('//')).toBe(false);
    }
  });
});

describe('encodeLocation', () => {
  it('serialises an absolute http(s) address in ASCII and keeps it on its host', () => {
    expect(encodeLocation('https://pago.example/form?nombre=ñ')).toBe(
      'https://pago.example/form?nombre=%C3%B1',
    );
    expect(encodeLocation('https://bücher.example/ā')).toBe('https://xn--bcher-kva.example/%C4%81');
  });

  it('treats anything else as a site path', () => {
    expect(encodeLocation('/dashboard?hijo=1#credenciales')).toBe('/dashboard?hijo=1#credenciales');
    expect(encodeLocation('/ā')).toBe('/%C4%81');
    expect(encodeLocation('javascript:alert(1)')).toBe('/');
    expect(encodeLocation('//evil.example')).toBe('/');
  });
});

describe('withLoginParam', () => {
  it("adds a bare 'login' parameter (no '=')", () => {
    expect(withLoginParam('/cursos', true)).toBe('/cursos?login');
    expect(withLoginParam('/', true)).toBe('/?login');
  });

  it('keeps the other parameters and the hash', () => {
    expect(withLoginParam('/cursos?x=1', true)).toBe('/cursos?x=1&login');
    expect(withLoginParam('/cursos?x=1#grupos', true)).toBe('/cursos?x=1&login#grupos');
    expect(withLoginParam('/cursos?a=1&login=&b=2', true)).toBe('/cursos?a=1&login&b=2');
  });

  it('does not duplicate an existing login parameter', () => {
    expect(withLoginParam('/cursos?login', true)).toBe('/cursos?login');
    expect(withLoginParam('/cursos?x=1&login', true)).toBe('/cursos?x=1&login');
  });

  it('removes the parameter and keeps the rest', () => {
    expect(withLoginParam('/cursos?login', false)).toBe('/cursos');
    expect(withLoginParam('/cursos?x=1&login', false)).toBe('/cursos?x=1');
    expect(withLoginParam('/cursos?login&x=1#a', false)).toBe('/cursos?x=1#a');
    expect(withLoginParam('/cursos?x=1', false)).toBe('/cursos?x=1');
  });

  // Regression: 'login' first among several parameters used to keep its '='.
  it("writes a bare 'login' also when it comes first among other parameters", () => {
    expect(withLoginParam('/cursos?login&x=1', true)).toBe('/cursos?login&x=1');
  });
});
