import { describe, expect, it } from 'vitest';
import { allowedOrigins, isSameOriginRequest, type SenderHeaders } from '../../server/http/security';

const PROVIDER = 'https://pago.proveedor.example';

describe('isSameOriginRequest (CSRF), served over https', () => {
  const request = (headers: Partial<SenderHeaders>): SenderHeaders => ({
    host: 'kodea.pe',
    protocol: 'https',
    ...headers,
  });
  const policy = { publicOrigin: 'https://kodea.pe', trustedOrigins: [PROVIDER] };

  it.each([
    ['same-origin Origin', { origin: 'https://kodea.pe' }],
    ['same-origin Origin with the default port spelt out', { origin: 'https://kodea.pe:443' }],
    ['same-origin Origin in capitals', { origin: 'HTTPS://KODEA.PE' }],
    ['no Origin, Sec-Fetch-Site same-origin', { secFetchSite: 'same-origin' }],
    ['no Origin, Sec-Fetch-Site none (typed or bookmarked)', { secFetchSite: 'none' }],
    ['no Origin, no Fetch Metadata, same-origin Referer', { referer: 'https://kodea.pe/vacaciones' }],
    ['a trusted provider origin', { origin: PROVIDER }],
  ])('accepts %s', (_label, headers) => {
    expect(isSameOriginRequest(request(headers), policy)).toBe(true);
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
    ['the same host over plain http (a page injected on http)', { origin: 'http://kodea.pe' }],
    ['a same-host Referer over plain http', { referer: 'http://kodea.pe/vacaciones' }],
    ['the same host on another port', { origin: 'https://kodea.pe:8443' }],
    ['a non-http scheme', { origin: 'ftp://kodea.pe' }],
  ])('refuses %s', (_label, headers) => {
    expect(isSameOriginRequest(request(headers), policy)).toBe(false);
  });
});

describe('scheme: the one the site is served over, never the one a client claims', () => {
  it('a plain http server refuses Origin https://<its host>', () => {
    const headers: SenderHeaders = {
      host: 'localhost:3000',
      protocol: 'http',
      origin: 'https://localhost:3000',
    };
    expect(isSameOriginRequest(headers, { publicOrigin: 'http://localhost:3000' })).toBe(false);
    expect(isSameOriginRequest({ ...headers, origin: 'http://localhost:3000' }, {})).toBe(true);
  });

  it('development: the host a developer typed (127.0.0.1) passes over the public scheme', () => {
    const headers: SenderHeaders = {
      host: '127.0.0.1:3000',
      protocol: 'http',
      origin: 'http://127.0.0.1:3000',
    };
    expect(isSameOriginRequest(headers, { publicOrigin: 'http://localhost:3000' })).toBe(true);
    expect(
      isSameOriginRequest(
        { ...headers, origin: 'https://127.0.0.1:3000' },
        { publicOrigin: 'http://localhost:3000' },
      ),
    ).toBe(false);
  });

  it('behind a TLS-terminating load balancer (the app sees http): the public https origin passes, http does not', () => {
    // TRUST_PROXY=0: express's req.protocol is the socket's, http.
    const behind: SenderHeaders = { host: 'kodea.pe', protocol: 'http', origin: 'https://kodea.pe' };
    const policy = { publicOrigin: 'https://kodea.pe' };
    expect(isSameOriginRequest(behind, policy)).toBe(true);
    expect(isSameOriginRequest({ ...behind, origin: 'http://kodea.pe' }, policy)).toBe(false);
    expect(allowedOrigins(behind, policy)).toEqual(['https://kodea.pe']);
  });

  it('TRUST_PROXY>0: X-Forwarded-Proto (as req.protocol) decides, and must match the public scheme', () => {
    const policy = { publicOrigin: 'https://kodea.pe' };
    // The balancer's http listener forwarded a request: its own origin is http, never accepted.
    const overHttp: SenderHeaders = { host: 'kodea.pe', protocol: 'http', origin: 'http://kodea.pe' };
    expect(isSameOriginRequest(overHttp, policy)).toBe(false);
    // Reached through another name over https (an internal host): that origin is the request's own.
    const internal: SenderHeaders = {
      host: 'app.internal',
      protocol: 'https',
      origin: 'https://app.internal',
    };
    expect(isSameOriginRequest(internal, policy)).toBe(true);
  });

  it('without a public origin (the mock backend), scheme and host of the request itself', () => {
    const headers: SenderHeaders = { host: 'localhost:4010', protocol: 'http' };
    expect(isSameOriginRequest({ ...headers, origin: 'http://localhost:4010' })).toBe(true);
    expect(isSameOriginRequest({ ...headers, origin: 'https://localhost:4010' })).toBe(false);
    expect(isSameOriginRequest({ ...headers, referer: 'https://localhost:4010/__mocks' })).toBe(false);
  });
});
