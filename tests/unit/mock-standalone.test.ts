import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_CONTENT_TOKEN, MOCK_CONTENT_URL } from '../../mocks/config';
import { startStandaloneUpstream, type StandaloneUpstream } from '../../mocks/standalone';
import { standaloneUpstreamEnv } from '../../mocks/config/standalone-env';
import { simulatedUrl } from '../../mocks/http/upstream-bridge';
import { issueTokens } from '../../mocks/accounts/tokens';
import { passthroughFetch } from './mock-http';

describe('simulatedUrl', () => {
  it.each([
    ['/api/api/purchases/', 'http://api.kodea.mock/api/purchases/'],
    [
      '/cms/spaces/kodea/entries?content_type=faq',
      'http://cms.kodea.mock/spaces/kodea/entries?content_type=faq',
    ],
    ['/geo/json/', 'http://geo.kodea.mock/json/'],
    ['/geo?x=1', 'http://geo.kodea.mock/?x=1'],
  ])('%s → %s', (from, to) => {
    expect(simulatedUrl(from)).toBe(to);
  });

  it.each(['/', '/other/x', '/apix/y', ''])('%j is no simulated service', (from) => {
    expect(simulatedUrl(from)).toBeNull();
  });
});

describe('standaloneUpstreamEnv', () => {
  it('points every upstream setting at the standalone', () => {
    const env = standaloneUpstreamEnv('http://127.0.0.1:4010');
    expect(env).toMatchObject({
      UPSTREAM_URL: 'http://127.0.0.1:4010/_upstream/api',
      CONTENT_URL: 'http://127.0.0.1:4010/_upstream/cms/spaces/kodea',
      CONTENT_TOKEN: MOCK_CONTENT_TOKEN,
      LOCATION_URL: 'http://127.0.0.1:4010/_upstream/geo',
      CARD_PROVIDER_SCRIPT_URL: 'http://127.0.0.1:4010/__card-provider/checkout.js',
      CARD_PROVIDER_HOSTED_URL: 'http://127.0.0.1:4010/__card-provider/pay',
      GLOBAL_CARD_PROVIDER_SCRIPT_URL: 'http://127.0.0.1:4010/__card-provider/global/elements.js',
      GLOBAL_CARD_PROVIDER_HOSTED_URL: 'http://127.0.0.1:4010/__card-provider/global/checkout',
    });
    expect(new URL(env.CONTENT_URL).pathname.endsWith(new URL(MOCK_CONTENT_URL).pathname)).toBe(true);
    for (const key of [
      'CARD_PROVIDER',
      'GLOBAL_CARD_PROVIDER',
      'GLOBAL_CARD_PROVIDER_KEY',
      'MERCHANT_ID_PEN',
      'MERCHANT_ID_USD',
    ])
      expect(env[key]).toBeTruthy();
  });
});

describe('the standalone mock upstream over HTTP', () => {
  let upstream: StandaloneUpstream;
  let env: Record<string, string>;
  const previousToken = process.env.MOCK_SUPPORT_TOKEN;

  beforeAll(async () => {
    process.env.MOCK_SUPPORT_TOKEN = 'standalone-test-token';
    upstream = await startStandaloneUpstream(0);
    env = standaloneUpstreamEnv(upstream.origin);
  });
  afterAll(async () => {
    if (previousToken === undefined) delete process.env.MOCK_SUPPORT_TOKEN;
    else process.env.MOCK_SUPPORT_TOKEN = previousToken;
    await upstream.close();
  });

  it('answers /healthz', async () => {
    const response = await passthroughFetch(`${upstream.origin}/healthz`);
    expect(await response.text()).toBe('ok');
  });

  it('signs in through the API prefix', async () => {
    const response = await passthroughFetch(`${env.UPSTREAM_URL}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'padre@example.com', password: 'Kodea2026!' }),
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ refresh: issueTokens(101).refresh, user: { id: 101, firstName: 'Carlos' } });

    const refused = await passthroughFetch(`${env.UPSTREAM_URL}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'padre@example.com', password: 'wrong' }),
    });
    expect(refused.status).toBe(401);
  });

  it('answers the content service with its token, and the location service', async () => {
    const response = await passthroughFetch(`${env.CONTENT_URL}/entries?content_type=course&limit=2`, {
      headers: { authorization: `Bearer ${env.CONTENT_TOKEN}` },
    });
    expect(response.status).toBe(200);
    const list = await response.json();
    expect(list.items).toHaveLength(2);
    expect(list.items[0].fields.slug).toEqual(expect.any(String));
    const geo = await passthroughFetch(`${env.LOCATION_URL}/json/`);
    expect(await geo.json()).toMatchObject({ country_code: 'PE' });
  });

  it('answers an authenticated call with the database it seeded', async () => {
    const response = await passthroughFetch(`${env.UPSTREAM_URL}/api/certificates/`, {
      headers: { authorization: `Bearer ${issueTokens(201).refresh}` },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toHaveLength(3);
  });

  it('answers 404 JSON for anything unmatched', async () => {
    for (const path of ['/_upstream/api/api/nothing-here/', '/_upstream/elsewhere', '/nope']) {
      const response = await passthroughFetch(`${upstream.origin}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'No encontrado.' });
    }
  });

  it('serves the card provider and the support-token ledger only', async () => {
    const script = await passthroughFetch(env.CARD_PROVIDER_SCRIPT_URL);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    const anonymous = await passthroughFetch(`${upstream.origin}/__mocks/payments.json`);
    expect(anonymous.status).toBe(403);
    const support = await passthroughFetch(`${upstream.origin}/__mocks/payments.json`, {
      headers: { 'x-mock-support-token': 'standalone-test-token' },
    });
    expect(support.status).toBe(200);
    expect(await support.json()).toMatchObject({ authorizations: [], purchases: [] });
  });

  it('lets only allowed merchant origins call the provider API cross-origin', async () => {
    const previous = process.env.MOCK_ALLOWED_RETURN_ORIGINS;
    process.env.MOCK_ALLOWED_RETURN_ORIGINS = 'http://localhost:3101';
    try {
      const preflight = (origin: string) =>
        passthroughFetch(`${upstream.origin}/__card-provider/api/tokenize`, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST' },
        });
      const allowed = await preflight('http://localhost:3101');
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3101');
      const other = await preflight('http://evil.example');
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      if (previous === undefined) delete process.env.MOCK_ALLOWED_RETURN_ORIGINS;
      else process.env.MOCK_ALLOWED_RETURN_ORIGINS = previous;
    }
  });
});
