/** The student platform's origin in the CSP's form-action (issue 20 point 3, docs/decisions/033). */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../app/lib/csp.server';
import { parseEnv } from '../../server/env';
import { MOCK_PRIVACY_SETTINGS } from '../../mocks/config/privacy-settings';
import { MOCK_BUSINESS_SETTINGS } from '../../mocks/config/business-settings';

const BASE: NodeJS.ProcessEnv = {
  NODE_ENV: 'test',
  UPSTREAM_URL: 'https://api.kodea.test',
  CONTENT_URL: 'https://cms.kodea.test/spaces/kodea',
  CONTENT_TOKEN: 'token',
  LOCATION_URL: 'https://geo.kodea.test',
  CARD_PROVIDER_SCRIPT_URL: '/__card-provider/checkout.js',
  CARD_PROVIDER_HOSTED_URL: '/__card-provider/pay',
  MERCHANT_ID_PEN: '522591303',
  MERCHANT_ID_USD: '522591304',
  GLOBAL_CARD_PROVIDER_SCRIPT_URL: '/__card-provider/global/elements.js',
  GLOBAL_CARD_PROVIDER_HOSTED_URL: '/__card-provider/global/checkout',
  GLOBAL_CARD_PROVIDER_KEY: 'pk_test_unit',
  ...MOCK_PRIVACY_SETTINGS,
  ...MOCK_BUSINESS_SETTINGS,
};

function formAction(env: NodeJS.ProcessEnv): string[] {
  const directive = contentSecurityPolicy('nonce', parseEnv(env))
    .split('; ')
    .find((part) => part.startsWith('form-action '));
  if (!directive) throw new Error('no form-action directive');
  return directive.split(' ').slice(1);
}

describe('form-action and the student platform', () => {
  it('names the configured STUDENT_PLATFORM_URL origin', () => {
    const sources = formAction({ ...BASE, STUDENT_PLATFORM_URL: 'https://estudiantes.kodea.pe/' });
    expect(sources).toContain('https://estudiantes.kodea.pe');
    expect(sources).toContain("'self'");
  });

  it('keeps the port of a non-default origin', () => {
    expect(formAction({ ...BASE, STUDENT_PLATFORM_URL: 'http://localhost:3133' })).toContain(
      'http://localhost:3133',
    );
  });

  it('adds nothing when the platform is not configured, and no empty source', () => {
    const sources = formAction(BASE);
    expect(sources.some((source) => source.includes('estudiantes'))).toBe(false);
    expect(sources).not.toContain('');
  });

  it('refuses a STUDENT_PLATFORM_URL with a path: form-action takes origins', () => {
    expect(() =>
      parseEnv({ ...BASE, STUDENT_PLATFORM_URL: 'https://estudiantes.kodea.pe/ingresar' }),
    ).toThrow(/STUDENT_PLATFORM_URL/);
  });

  it('mock mode configures the simulated platform, named at localhost', () => {
    const env = parseEnv({ ...process.env });
    expect(env.studentPlatformOrigin).toMatch(/^http:\/\/localhost:\d+$/);
  });
});
