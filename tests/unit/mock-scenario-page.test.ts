import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSameOriginRequest as isSameOriginSender } from '../../server/http/security';
import { currentScenario, runWithScenario } from '../../mocks/scenarios/context';
import { mountScenarioPage, scenarioFromCookie } from '../../mocks/scenarios/page';
import { serve, type TestServer } from './mock-http';

describe('scenarioFromCookie', () => {
  it('reads a known scenario', () => {
    expect(scenarioFromCookie('a=1; mock_scenario=maintenance; b=2')).toBe('maintenance');
    expect(scenarioFromCookie('mock_scenario=no%2Dgroups')).toBe('no-groups');
  });

  it.each([
    'mock_scenario=%',
    'mock_scenario=%E0%A4%A',
    'mock_scenario=%zz',
    'mock_scenario=bogus',
    '',
    undefined,
  ])('treats %j as no scenario', (header) => {
    expect(scenarioFromCookie(header)).toBeNull();
  });
});

describe('isSameOriginSender', () => {
  const host = 'localhost:3100';
  const base = { host, protocol: 'http', origin: undefined, secFetchSite: undefined, referer: undefined };

  it('accepts a matching Origin and refuses any other, including null', () => {
    expect(isSameOriginSender({ ...base, origin: 'http://localhost:3100' })).toBe(true);
    expect(isSameOriginSender({ ...base, origin: 'http://evil.example' })).toBe(false);
    expect(isSameOriginSender({ ...base, origin: 'null' })).toBe(false);
    expect(isSameOriginSender({ ...base, origin: 'not a url' })).toBe(false);
    // Origin wins over a same-origin Sec-Fetch-Site claim.
    expect(isSameOriginSender({ ...base, origin: 'http://evil.example', secFetchSite: 'same-origin' })).toBe(
      false,
    );
  });

  it('without Origin, trusts Sec-Fetch-Site same-origin/none and then the Referer', () => {
    expect(isSameOriginSender({ ...base, secFetchSite: 'same-origin' })).toBe(true);
    expect(isSameOriginSender({ ...base, secFetchSite: 'none' })).toBe(true);
    expect(isSameOriginSender({ ...base, secFetchSite: 'cross-site' })).toBe(false);
    expect(isSameOriginSender({ ...base, secFetchSite: 'same-site' })).toBe(false);
    expect(isSameOriginSender({ ...base, referer: 'http://localhost:3100/__mocks' })).toBe(true);
    expect(isSameOriginSender({ ...base, referer: 'http://evil.example/' })).toBe(false);
  });

  it('refuses a request with no evidence at all', () => {
    expect(isSameOriginSender(base)).toBe(false);
    expect(isSameOriginSender({ ...base, host: undefined, origin: 'http://localhost:3100' })).toBe(false);
  });
});

describe('the /__mocks page over HTTP', () => {
  let server: TestServer;

  beforeAll(async () => {
    const app = express();
    app.use((req, _res, next) => runWithScenario(scenarioFromCookie(req.headers.cookie), next));
    app.get('/scenario', (_req, res) => {
      res.json({ scenario: currentScenario() });
    });
    mountScenarioPage(app, { openLocally: false });
    server = await serve(app);
  });
  afterAll(() => server.close());

  const post = (headers: Record<string, string>) =>
    server.fetch('/__mocks', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: 'scenario=maintenance',
    });

  it('a malformed cookie is no scenario, not a 500', async () => {
    const response = await server.fetch('/scenario', { headers: { cookie: 'mock_scenario=%' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ scenario: null });
    expect((await server.fetch('/__mocks', { headers: { cookie: 'mock_scenario=%' } })).status).toBe(200);
  });

  it('sets the cookie for a same-origin post', async () => {
    const response = await post({ origin: server.origin });
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toMatch(/^mock_scenario=maintenance;/);
  });

  it.each<Record<string, string>>([
    { origin: 'http://evil.example' },
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
    { referer: 'http://evil.example/page' },
    {},
  ])('refuses %j with 403 and sets nothing', async (headers) => {
    const response = await post(headers);
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toMatch(/origen no permitido/);
  });
});
