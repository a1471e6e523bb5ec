import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mountCardProvider } from '../../mocks/card-provider/routes';
import { allowedReturnOrigins, isAllowedReturnUrl } from '../../mocks/card-provider/return-url';
import { db } from '../../mocks/db';
import { serve, type TestServer } from './mock-http';

const REFUSED = 'Dirección de retorno no permitida.';

describe('isAllowedReturnUrl', () => {
  const own = 'http://localhost:3100';

  it('allows http(s) URLs on the own origin or a configured one', () => {
    expect(isAllowedReturnUrl('http://localhost:3100/enrollment', own, [])).toBe(true);
    expect(isAllowedReturnUrl('https://app.kodea.pe/enrollment', own, ['https://app.kodea.pe'])).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,hola',
    '/enrollment',
    '//evil.example/enrollment',
    'http://evil.example/enrollment',
    'https://localhost:3100/enrollment',
    'http://localhost:3101/enrollment',
    'http://localhost:3100.evil.example/',
    '',
  ])('refuses %j', (url) => {
    expect(isAllowedReturnUrl(url, own, ['https://app.kodea.pe'])).toBe(false);
  });

  it('reads MOCK_ALLOWED_RETURN_ORIGINS, ignoring blanks and non-http entries', () => {
    expect(
      allowedReturnOrigins({
        MOCK_ALLOWED_RETURN_ORIGINS: ' http://localhost:3101 ,,https://a.example/path, javascript:x ,nope',
      }),
    ).toEqual(['http://localhost:3101', 'https://a.example']);
    expect(allowedReturnOrigins({})).toEqual([]);
  });
});

describe('the hosted pages over HTTP', () => {
  let server: TestServer;
  const previous = process.env.MOCK_ALLOWED_RETURN_ORIGINS;

  beforeAll(async () => {
    const app = express();
    mountCardProvider(app);
    server = await serve(app);
  });
  afterAll(() => server.close());
  afterEach(() => {
    if (previous === undefined) delete process.env.MOCK_ALLOWED_RETURN_ORIGINS;
    else process.env.MOCK_ALLOWED_RETURN_ORIGINS = previous;
  });

  function payParams(overrides: Record<string, string> = {}) {
    return new URLSearchParams({
      sessionKey: 'sk_test',
      merchantId: '522591303',
      purchaseNumber: '1027000001',
      amount: '450',
      currency: 'PEN',
      returnUrl: `${server.origin}/enrollment`,
      cancelUrl: `${server.origin}/enrollment?paso=pago`,
      ...overrides,
    });
  }

  function openSession() {
    db.providerSession.create({ sessionKey: 'sk_test', merchantId: '522591303', amount: 450, token: 'pt_x' });
  }

  const postForm = (path: string, form: URLSearchParams) =>
    server.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });

  it('shows the hosted form for the own origin', async () => {
    const response = await server.fetch(`/__card-provider/pay?${payParams()}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Número de tarjeta');
  });

  it.each<Record<string, string>>([
    { returnUrl: 'http://evil.example/enrollment' },
    { cancelUrl: 'javascript:alert(document.cookie)' },
    { cancelUrl: '' },
  ])('refuses to open with %j', async (overrides) => {
    const response = await server.fetch(`/__card-provider/pay?${payParams(overrides)}`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(REFUSED);
    expect(html).not.toContain('<form');
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('javascript:');
  });

  it('never tokenizes a card nor posts the token to a foreign return address', async () => {
    openSession();
    const form = payParams({ returnUrl: 'http://evil.example/steal' });
    for (const [key, value] of Object.entries({
      name: 'Carlos Quispe',
      number: '4919148107859067',
      expiry: '12/29',
      cvc: '123',
    }))
      form.set(key, value);
    const response = await postForm('/__card-provider/pay', form);
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('evil.example');
    expect(db.transactionToken.count()).toBe(0);
  });

  it('redirects a provider error to an allowed cancel address only', async () => {
    openSession();
    const card = { name: 'Carlos Quispe', number: '4000000000000119', expiry: '12/29', cvc: '123' };
    const good = payParams();
    for (const [key, value] of Object.entries(card)) good.set(key, value);
    const response = await postForm('/__card-provider/pay', good);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${server.origin}/enrollment?paso=pago`);

    const bad = payParams({ cancelUrl: 'javascript:alert(1)' });
    for (const [key, value] of Object.entries(card)) bad.set(key, value);
    const refused = await postForm('/__card-provider/pay', bad);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('location')).toBeNull();
  });

  it('allows an origin listed in MOCK_ALLOWED_RETURN_ORIGINS (standalone provider)', async () => {
    const foreign = { returnUrl: 'http://localhost:3101/enrollment', cancelUrl: 'http://localhost:3101/x' };
    expect((await server.fetch(`/__card-provider/pay?${payParams(foreign)}`)).status).toBe(400);
    process.env.MOCK_ALLOWED_RETURN_ORIGINS = 'http://localhost:3101';
    expect((await server.fetch(`/__card-provider/pay?${payParams(foreign)}`)).status).toBe(200);
  });

  it('the global checkout refuses a foreign return_url on show and on pay', async () => {
    const ok = new URLSearchParams({
      client_secret: 'sub_x_secret_y',
      return_url: `${server.origin}/dashboard`,
    });
    expect((await server.fetch(`/__card-provider/global/checkout?${ok}`)).status).toBe(200);
    const bad = new URLSearchParams({ client_secret: 'sub_x_secret_y', return_url: 'javascript:alert(1)' });
    const shown = await server.fetch(`/__card-provider/global/checkout?${bad}`);
    expect(shown.status).toBe(400);
    expect(await shown.text()).toContain(REFUSED);
    const posted = await postForm('/__card-provider/global/checkout', bad);
    expect(posted.status).toBe(400);
    expect(await posted.text()).not.toContain('javascript:');
  });
});
