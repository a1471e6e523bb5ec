import { describe, expect, it } from 'vitest';
import { isSameOriginRequest } from '../../server/http/security';

const host = 'kodea.pe';

describe('isSameOriginRequest (CSRF)', () => {
  it.each([
    ['same-origin Origin', { origin: 'https://kodea.pe' }],
    ['no Origin, Sec-Fetch-Site same-origin', { secFetchSite: 'same-origin' }],
    ['no Origin, Sec-Fetch-Site none (typed or bookmarked)', { secFetchSite: 'none' }],
    ['no Origin, no Fetch Metadata, same-origin Referer', { referer: 'https://kodea.pe/vacaciones' }],
    ['a trusted provider origin', { origin: 'https://pago.proveedor.example' }],
  ])('accepts %s', (_label, headers) => {
    expect(isSameOriginRequest({ host, ...headers }, ['https://pago.proveedor.example'])).toBe(true);
  });

  it.each([
    ['a cross-site Origin', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null', referer: 'https://kodea.pe/' }],
    ['an unparsable Origin', { origin: 'not a url' }],
    ['no Origin, cross-site Referer', { referer: 'https://evil.example/page' }],
    [
      'no Origin, Sec-Fetch-Site cross-site with a same-origin Referer',
      { secFetchSite: 'cross-site', referer: 'https://kodea.pe/' },
    ],
    ['no Origin, Sec-Fetch-Site same-site (another subdomain)', { secFetchSite: 'same-site' }],
    ['no proof at all', {}],
    ['a look-alike host', { origin: 'https://kodea.pe.evil.example' }],
  ])('refuses %s', (_label, headers) => {
    expect(isSameOriginRequest({ host, ...headers })).toBe(false);
  });
});
