/**
 * The zone hours are shown in (issue 20 point 4): the browser's cookie, else the signed-in
 * user's country, else Lima. Without JavaScript there is no cookie, and a Mexican parent must
 * still read Mexican hours.
 */
import { describe, expect, it } from 'vitest';
import { authFromLogin, type Auth } from '../../server/auth/auth';
import { resolveTimeZone, timeZoneForCountry } from '../../server/location/time-zone';
import { contextFrom, timeZoneFromRequest } from '../../app/lib/trpc.server';
import { getSession, storeAuth } from '../../server/session.server';
import { timeZoneLabel } from '../../kernel/dates';

function authIn(countryCode: string): Auth {
  return authFromLogin({
    access: 'access',
    refresh: 'refresh',
    user: {
      id: 102,
      email: 'mama.mx@example.com',
      firstName: 'Mariana',
      lastName: 'López',
      phone: null,
      countryCode,
      role: 'parent',
      organization_id: null,
    },
  });
}

function requestWith(cookie?: string): Request {
  return new Request('http://localhost/dashboard', cookie ? { headers: { cookie } } : {});
}

describe('resolveTimeZone', () => {
  it("the browser's zone wins over the user's country", () => {
    expect(resolveTimeZone({ browserZone: 'Europe/Madrid', countryCode: 'MX' })).toBe('Europe/Madrid');
  });

  it("without the browser's zone, the user's country's zone", () => {
    expect(resolveTimeZone({ browserZone: null, countryCode: 'MX' })).toBe('America/Mexico_City');
    expect(resolveTimeZone({ browserZone: null, countryCode: 'co' })).toBe('America/Bogota');
  });

  it('without either, or with a country outside the table, Lima', () => {
    expect(resolveTimeZone({ browserZone: null, countryCode: null })).toBe('America/Lima');
    expect(resolveTimeZone({ browserZone: null, countryCode: 'JP' })).toBe('America/Lima');
  });

  it("every country's zone is one ICU knows (a typo would throw on a page)", () => {
    for (const code of [
      'AR',
      'BO',
      'BR',
      'CA',
      'CL',
      'CO',
      'CR',
      'CU',
      'DO',
      'EC',
      'ES',
      'GT',
      'HN',
      'MX',
    ].concat(['NI', 'PA', 'PE', 'PR', 'PY', 'SV', 'US', 'UY', 'VE'])) {
      const zone = timeZoneForCountry(code);
      expect(zone, code).not.toBeNull();
      expect(() => new Intl.DateTimeFormat('es', { timeZone: zone ?? '' })).not.toThrow();
    }
  });

  it('names the zone it shows', () => {
    expect(timeZoneLabel('America/Mexico_City')).toBe('hora de Ciudad de México');
    expect(timeZoneLabel('America/Lima')).toBe('hora de Perú');
  });
});

describe('timeZoneFromRequest', () => {
  const mexican = authIn('MX');

  it('cookie > country > Lima', () => {
    const cookie = `kodea_tz=${encodeURIComponent('America/Bogota')}`;
    expect(timeZoneFromRequest(requestWith(cookie), mexican)).toBe('America/Bogota');
    expect(timeZoneFromRequest(requestWith(), mexican)).toBe('America/Mexico_City');
    expect(timeZoneFromRequest(requestWith())).toBe('America/Lima');
    expect(timeZoneFromRequest(requestWith(cookie))).toBe('America/Bogota');
  });

  it('a cookie in another casing reads as the IANA name', () => {
    expect(timeZoneFromRequest(requestWith('kodea_tz=america%2Fbogota'))).toBe('America/Bogota');
  });

  it("an unusable cookie falls back to the user's country, then Lima", () => {
    for (const cookie of ['kodea_tz=Mars%2FOlympus', 'kodea_tz=%E0%A4%A', `kodea_tz=${'x'.repeat(80)}`]) {
      expect(timeZoneFromRequest(requestWith(cookie), mexican)).toBe('America/Mexico_City');
      expect(timeZoneFromRequest(requestWith(cookie))).toBe('America/Lima');
    }
  });

  it("the procedures' context carries the signed-in user's zone", async () => {
    const session = await getSession(requestWith());
    storeAuth(session, mexican);
    expect(contextFrom(session, requestWith()).timeZone).toBe('America/Mexico_City');
    const visitor = await getSession(requestWith());
    expect(contextFrom(visitor, requestWith()).timeZone).toBe('America/Lima');
  });
});
