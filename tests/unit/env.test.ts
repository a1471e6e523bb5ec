import { describe, expect, it } from 'vitest';
import { backendMode, parseEnv } from '../../server/env';

const VALID: NodeJS.ProcessEnv = {
  NODE_ENV: 'development',
  UPSTREAM_URL: 'https://api.kodea.test',
  CONTENT_URL: 'https://cms.kodea.test/spaces/kodea',
  CONTENT_TOKEN: 'token',
  LOCATION_URL: 'https://geo.kodea.test',
  CARD_PROVIDER_SCRIPT_URL: '/__card-provider/checkout.js',
  CARD_PROVIDER_HOSTED_URL: 'https://pay.example.com/form',
  MERCHANT_ID_PEN: '522591303',
  MERCHANT_ID_USD: '522591304',
  GLOBAL_CARD_PROVIDER_SCRIPT_URL: '/__card-provider/global/elements.js',
  GLOBAL_CARD_PROVIDER_HOSTED_URL: '/__card-provider/global/checkout',
  GLOBAL_CARD_PROVIDER_KEY: 'pk_test_unit',
  DATA_BANK_NAME: 'Clientes y alumnos',
  DATA_BANK_CODE: 'RNPDP-PJP N.° 1234',
  DATA_RECIPIENTS_HOSTING: 'Proveedor Nube S.A. | Estados Unidos',
  DATA_RECIPIENTS_EMAIL: 'Correos S.A.C. | Perú',
  DATA_RECIPIENTS_CLASSES: 'Aulas Inc. | Estados Unidos; Campus S.A.C. | Perú',
  DATA_RECIPIENTS_RECEIPTS: 'OSE S.A. | Perú',
  DATA_RECIPIENTS_LOCATION: 'Geo Inc. | Canadá',
  BUSINESS_LEGAL_NAME: 'Academia Kodea E.I.R.L.',
  BUSINESS_RUC: '20131312955',
  BUSINESS_ADDRESS: 'Calle Uno 1, Lince, Lima',
  FOREIGN_SALES_TAX_TREATMENT: 'taxed',
  USD_PEN_EXCHANGE_RATE: '3.75',
};

const PROD_SECRET = 'a-production-secret-of-32-chars!';

function errorMessage(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof Error) return error.message;
    throw new Error(`threw a non-Error: ${String(error)}`);
  }
  throw new Error('did not throw');
}

describe('parseEnv', () => {
  it('parses a complete environment and fills the defaults', () => {
    const env = parseEnv(VALID);
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      UPSTREAM_URL: 'https://api.kodea.test',
      UPSTREAM_TIMEOUT_MS: 8000,
      CARD_PROVIDER: 'niubiz',
      CHAT_NUMBER_PE: '51987654321',
      CHAT_NUMBER_US: '13055550123',
      SUPPORT_EMAIL: 'soporte@kodea.pe',
      MEDIA_URL: '/media',
      cookieSecure: false,
    });
    expect(env.sessionSecrets).toEqual(['kodea-dev-only-secret-change-me']);
  });

  it('coerces numeric settings', () => {
    const env = parseEnv({ ...VALID, PORT: '8080', UPSTREAM_TIMEOUT_MS: '1500' });
    expect(env.PORT).toBe(8080);
    expect(env.UPSTREAM_TIMEOUT_MS).toBe(1500);
  });

  it('splits SESSION_SECRET on commas (rotation), trimming each secret', () => {
    const env = parseEnv({ ...VALID, SESSION_SECRET: 'first-secret-1234567, second-secret-123456' });
    expect(env.sessionSecrets).toEqual(['first-secret-1234567', 'second-secret-123456']);
  });

  it('uses secure cookies in production only, unless COOKIE_SECURE says otherwise', () => {
    expect(parseEnv({ ...VALID, NODE_ENV: 'production', SESSION_SECRET: PROD_SECRET }).cookieSecure).toBe(
      true,
    );
    expect(parseEnv({ ...VALID, NODE_ENV: 'test' }).cookieSecure).toBe(false);
    expect(parseEnv({ ...VALID, COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
    expect(
      parseEnv({ ...VALID, NODE_ENV: 'production', SESSION_SECRET: PROD_SECRET, COOKIE_SECURE: 'false' })
        .cookieSecure,
    ).toBe(false);
  });

  it('treats an empty assignment (`KEY=`) as unset: defaults apply, required keys are missing', () => {
    expect(parseEnv({ ...VALID, PORT: '', CARD_PROVIDER: '' })).toMatchObject({
      PORT: 3000,
      CARD_PROVIDER: 'niubiz',
    });
    expect(errorMessage(() => parseEnv({ ...VALID, UPSTREAM_URL: '' }))).toContain('  - UPSTREAM_URL: ');
  });

  it('lists a missing UPSTREAM_URL', () => {
    const { UPSTREAM_URL: _omitted, ...rest } = VALID;
    const message = errorMessage(() => parseEnv(rest));
    expect(message).toMatch(/^Configuración inválida:\n/);
    expect(message).toContain('  - UPSTREAM_URL: ');
    expect(message.split('\n')).toHaveLength(2);
  });

  it('lists every bad variable, one per line', () => {
    const message = errorMessage(() =>
      parseEnv({ ...VALID, UPSTREAM_URL: 'not a url', MERCHANT_ID_PEN: 'abc' }),
    );
    expect(message).toContain('  - UPSTREAM_URL: debe ser una URL (la API REST de Kodea)');
    expect(message).toContain('  - MERCHANT_ID_PEN: debe ser una cadena de dígitos');
    expect(message.split('\n')).toHaveLength(3);
  });

  it("requires the privacy policy's business facts outside mock mode, recipients as 'Nombre | País'", () => {
    expect(parseEnv(VALID).DATA_RECIPIENTS_CLASSES).toEqual([
      { name: 'Aulas Inc.', country: 'Estados Unidos' },
      { name: 'Campus S.A.C.', country: 'Perú' },
    ]);
    const { DATA_BANK_CODE: _code, DATA_RECIPIENTS_EMAIL: _email, ...rest } = VALID;
    const missing = errorMessage(() => parseEnv(rest));
    expect(missing).toContain('  - DATA_BANK_CODE: falta: es obligatoria fuera del modo simulado');
    expect(missing).toContain('  - DATA_RECIPIENTS_EMAIL: falta: es obligatoria fuera del modo simulado');
    expect(errorMessage(() => parseEnv({ ...VALID, DATA_RECIPIENTS_HOSTING: 'Solo un nombre' }))).toContain(
      "  - DATA_RECIPIENTS_HOSTING: cada destinatario se escribe 'Nombre | País'",
    );
    expect(errorMessage(() => parseEnv({ ...VALID, DATA_RECIPIENTS_HOSTING: ' ; ' }))).toContain(
      "  - DATA_RECIPIENTS_HOSTING: debe nombrar al menos un destinatario: 'Nombre | País'",
    );
  });

  it('refuses to start against a real API without the business settings, listing each (issue 75 point 6)', () => {
    const {
      BUSINESS_LEGAL_NAME: _name,
      BUSINESS_RUC: _ruc,
      BUSINESS_ADDRESS: _address,
      FOREIGN_SALES_TAX_TREATMENT: _rule,
      USD_PEN_EXCHANGE_RATE: _rate,
      ...rest
    } = VALID;
    const message = errorMessage(() =>
      parseEnv({ ...rest, NODE_ENV: 'production', SESSION_SECRET: PROD_SECRET }),
    );
    for (const name of [
      'BUSINESS_LEGAL_NAME',
      'BUSINESS_RUC',
      'BUSINESS_ADDRESS',
      'FOREIGN_SALES_TAX_TREATMENT',
      'USD_PEN_EXCHANGE_RATE',
    ])
      expect(message).toContain(
        `  - ${name}: falta: es obligatoria fuera del modo simulado (ver .env.example)`,
      );
    expect(message.split('\n')).toHaveLength(6);
  });

  it('checks the business settings: one RUC rule, the foreign-sales rule, the day’s rate', () => {
    expect(parseEnv(VALID)).toMatchObject({
      BUSINESS_RUC: '20131312955',
      FOREIGN_SALES_TAX_TREATMENT: 'taxed',
      USD_PEN_EXCHANGE_RATE: 3.75,
    });
    // Prefix 16 is a RUC prefix for the form, the API and the settings alike.
    expect(parseEnv({ ...VALID, BUSINESS_RUC: '16131312958' }).BUSINESS_RUC).toBe('16131312958');
    expect(errorMessage(() => parseEnv({ ...VALID, BUSINESS_RUC: '30131312955' }))).toContain(
      '  - BUSINESS_RUC: debe ser un RUC de 11 dígitos (10, 15, 16, 17, 20 al inicio)',
    );
    expect(errorMessage(() => parseEnv({ ...VALID, BUSINESS_RUC: '20131312954' }))).toContain(
      '  - BUSINESS_RUC: el dígito verificador del RUC no es válido',
    );
    expect(errorMessage(() => parseEnv({ ...VALID, FOREIGN_SALES_TAX_TREATMENT: 'exempt' }))).toContain(
      "  - FOREIGN_SALES_TAX_TREATMENT: debe ser 'export' o 'taxed'",
    );
    for (const rate of ['3,75', '37.5', '1.5', 'abc'])
      expect(
        errorMessage(() => parseEnv({ ...VALID, USD_PEN_EXCHANGE_RATE: rate })),
        rate,
      ).toContain('  - USD_PEN_EXCHANGE_RATE: ');
  });

  it('requires a real SESSION_SECRET in production', () => {
    const message = errorMessage(() => parseEnv({ ...VALID, NODE_ENV: 'production' }));
    expect(message).toContain('  - SESSION_SECRET: es obligatorio en producción');
  });

  it('rejects a short SESSION_SECRET', () => {
    expect(errorMessage(() => parseEnv({ ...VALID, SESSION_SECRET: 'short' }))).toContain(
      '  - SESSION_SECRET: cada secreto debe tener al menos 16 caracteres',
    );
  });

  it.each(['abc', '0', '70000', '80.5'])('rejects PORT %j', (port) => {
    expect(errorMessage(() => parseEnv({ ...VALID, PORT: port }))).toContain('  - PORT: ');
  });

  it('rejects a provider asset that is neither a URL nor a path', () => {
    expect(errorMessage(() => parseEnv({ ...VALID, CARD_PROVIDER_SCRIPT_URL: 'checkout.js' }))).toContain(
      '  - CARD_PROVIDER_SCRIPT_URL: debe ser una URL o una ruta que empiece con /',
    );
  });

  describe('PUBLIC_URL (docs/decisions/024)', () => {
    it('defaults to http://localhost:$PORT', () => {
      expect(parseEnv(VALID).publicOrigin).toBe('http://localhost:3000');
      expect(parseEnv({ ...VALID, PORT: '4000' }).publicOrigin).toBe('http://localhost:4000');
    });

    it.each([
      ['https://kodea.pe', 'https://kodea.pe'],
      ['https://kodea.pe/', 'https://kodea.pe'],
      ['https://WWW.Kodea.PE:443', 'https://www.kodea.pe'],
      ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ])('%s is the origin %s', (url, origin) => {
      expect(parseEnv({ ...VALID, PUBLIC_URL: url }).publicOrigin).toBe(origin);
    });

    it.each([
      ['not a URL', 'not a url'],
      ['another scheme', 'ftp://kodea.pe'],
      ['a path', 'https://kodea.pe/app'],
      ['a query', 'https://kodea.pe/?x=1'],
      ['userinfo', 'https://admin:secret@kodea.pe'],
    ])('refuses %s', (_name, url) => {
      expect(errorMessage(() => parseEnv({ ...VALID, PUBLIC_URL: url }))).toContain('  - PUBLIC_URL: ');
    });
  });

  describe('HTTP limits and shutdown (docs/decisions/024)', () => {
    it('have defaults', () => {
      expect(parseEnv(VALID)).toMatchObject({
        HTTP_HEADERS_TIMEOUT_MS: 10_000,
        HTTP_REQUEST_TIMEOUT_MS: 30_000,
        HTTP_KEEP_ALIVE_TIMEOUT_MS: 5_000,
        HTTP_MAX_REQUESTS_PER_SOCKET: 1_000,
        SHUTDOWN_TIMEOUT_MS: 10_000,
      });
    });

    it('can be set (behind a load balancer whose idle timeout is 60 s)', () => {
      const env = parseEnv({
        ...VALID,
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000',
        HTTP_MAX_REQUESTS_PER_SOCKET: '100',
      });
      expect(env.HTTP_KEEP_ALIVE_TIMEOUT_MS).toBe(65_000);
      expect(env.HTTP_MAX_REQUESTS_PER_SOCKET).toBe(100);
    });

    it('refuses a headers timeout longer than the whole request’s', () => {
      expect(
        errorMessage(() =>
          parseEnv({ ...VALID, HTTP_HEADERS_TIMEOUT_MS: '40000', HTTP_REQUEST_TIMEOUT_MS: '30000' }),
        ),
      ).toContain('  - HTTP_HEADERS_TIMEOUT_MS: no puede ser mayor que HTTP_REQUEST_TIMEOUT_MS');
    });

    it.each([
      ['HTTP_HEADERS_TIMEOUT_MS', '0'],
      ['HTTP_REQUEST_TIMEOUT_MS', 'abc'],
      ['HTTP_KEEP_ALIVE_TIMEOUT_MS', '-5'],
      ['HTTP_MAX_REQUESTS_PER_SOCKET', '0'],
      ['SHUTDOWN_TIMEOUT_MS', '999999999'],
    ])('refuses %s=%j', (key, value) => {
      expect(errorMessage(() => parseEnv({ ...VALID, [key]: value }))).toContain(`  - ${key}: `);
    });
  });

  // Regression: every rotation secret is checked on its own, after splitting and trimming.
  describe('production secret checks', () => {
    it('rejects the public dev secret kept as a rotation secret', () => {
      expect(() =>
        parseEnv({
          ...VALID,
          NODE_ENV: 'production',
          SESSION_SECRET: `${PROD_SECRET},kodea-dev-only-secret-change-me`,
        }),
      ).toThrow('SESSION_SECRET');
    });

    it('rejects the dev secret hidden behind leading whitespace', () => {
      expect(() =>
        parseEnv({ ...VALID, NODE_ENV: 'production', SESSION_SECRET: ' kodea-dev-only-secret-change-me' }),
      ).toThrow('SESSION_SECRET');
    });

    it('never yields an empty or short rotation secret', () => {
      const secrets = (() => {
        try {
          return parseEnv({ ...VALID, SESSION_SECRET: `${PROD_SECRET},` }).sessionSecrets;
        } catch {
          return [];
        }
      })();
      expect(secrets.every((secret) => secret.length >= 16)).toBe(true);
    });
  });
});

describe('backendMode: the simulated backend in production is a choice (decision 073)', () => {
  const SIMULATED = { NODE_ENV: 'production', MOCK_BACKEND: 'on' };

  it('development and test run the simulated backend without UPSTREAM_URL, as before', () => {
    expect(backendMode({ NODE_ENV: 'development' })).toEqual({ kind: 'simulated', production: false });
    expect(backendMode({})).toEqual({ kind: 'simulated', production: false });
    expect(backendMode({ NODE_ENV: 'test', MOCK_BACKEND: '' })).toEqual({
      kind: 'simulated',
      production: false,
    });
  });

  it('production without UPSTREAM_URL needs MOCK_BACKEND=on, and says what to set', () => {
    const refused = backendMode({ NODE_ENV: 'production' });
    expect(refused.kind).toBe('refused');
    if (refused.kind === 'refused') {
      expect(refused.message).toContain('UPSTREAM_URL');
      expect(refused.message).toContain('MOCK_BACKEND=on');
    }
    expect(backendMode(SIMULATED)).toEqual({ kind: 'simulated', production: true });
  });

  it('an upstream is an upstream; MOCK_BACKEND=off never starts the simulation', () => {
    expect(backendMode({ NODE_ENV: 'production', UPSTREAM_URL: 'https://api.kodea.pe' })).toEqual({
      kind: 'upstream',
    });
    expect(backendMode({ NODE_ENV: 'development', MOCK_BACKEND: 'off' })).toEqual({ kind: 'upstream' });
  });

  it.each([
    ['MOCK_BACKEND=on beside UPSTREAM_URL', { ...SIMULATED, UPSTREAM_URL: 'https://api.kodea.pe' }],
    ['an unknown value', { NODE_ENV: 'production', MOCK_BACKEND: 'yes' }],
    ['a short support token', { ...SIMULATED, MOCK_SUPPORT_TOKEN: 'corto' }],
    ['a short support token in development too', { MOCK_SUPPORT_TOKEN: '123' }],
  ])('refuses %s', (_label, env) => {
    const mode = backendMode(env);
    expect(mode.kind).toBe('refused');
    if (mode.kind === 'refused') expect(mode.message).toMatch(/MOCK_BACKEND|MOCK_SUPPORT_TOKEN/);
  });
});
