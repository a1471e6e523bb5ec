/** Where a sign-in or a sign-up lands (issue 53): back where it was asked for, else one's own area. */
import { describe, expect, it } from 'vitest';
import { returnPath, signUpHref, withReturn } from '../../app/lib/return-path';
import { landingAfterSignIn, ownArea } from '../../app/lib/sign-in-landing.server';

const parent = { platform: 'zona-padres', organizationId: null } as const;
const student = { platform: 'zona-estudiantes', organizationId: null } as const;
const organization = { platform: 'organizacion', organizationId: 1 } as const;

const PAYMENT_STEP = '/enrollment?edad=8_to_11&programa=vac-8_to_11-2&horario=vg-8-2-2&hijo=7&paso=pago';
const OFF_SITE = [
  '//evil.com',
  '//evil.com/enrollment',
  'https://evil.com',
  'http://evil.com/dashboard',
  '/\\evil.com',
  '/\\/evil.com',
  '/.//evil.com',
  'javascript:alert(1)',
  'dashboard',
  '',
  null,
  undefined,
];

describe('a plain sign-in lands on the user’s own area', () => {
  it.each([undefined, '', '/', '/?login', '/?utm_source=x', '/registro', '/registro?login'])(
    'from %s',
    (redirectTo) => {
      expect(landingAfterSignIn(parent, redirectTo)).toBe('/dashboard');
      expect(landingAfterSignIn(student, redirectTo)).toBe('/dashboard');
      expect(landingAfterSignIn(organization, redirectTo)).toBe('/dashboardb2b/organization/1');
    },
  );

  it('each kind of user has one', () => {
    expect(ownArea(parent)).toBe('/dashboard');
    expect(ownArea(student)).toBe('/dashboard');
    expect(ownArea(organization)).toBe('/dashboardb2b/organization/1');
  });
});

describe('a sign-in asked for by a page goes back to it', () => {
  it.each([PAYMENT_STEP, '/pagar?curso=12&hijo=3', '/invitacion/ABC123', '/clase-de-prueba', '/cursos'])(
    'to %s, the dialog closed',
    (page) => {
      expect(landingAfterSignIn(parent, page)).toBe(page);
      expect(landingAfterSignIn(student, `${page}${page.includes('?') ? '&' : '?'}login`)).toBe(page);
    },
  );

  it('through the sign-up page, to the page the sign-up was opened from', () => {
    expect(landingAfterSignIn(parent, signUpHref(PAYMENT_STEP))).toBe(PAYMENT_STEP);
    expect(landingAfterSignIn(parent, `${signUpHref('/invitacion/ABC123')}&login`)).toBe(
      '/invitacion/ABC123',
    );
  });

  it('an organization user still lands on their dashboard (decision 020)', () => {
    expect(landingAfterSignIn(organization, '/cursos')).toBe('/dashboardb2b/organization/1');
  });

  it.each(OFF_SITE)('never off the site: %s', (redirectTo) => {
    expect(landingAfterSignIn(parent, redirectTo)).toBe('/dashboard');
    expect(landingAfterSignIn(parent, `/registro?redirectTo=${encodeURIComponent(String(redirectTo))}`)).toBe(
      '/dashboard',
    );
    expect(returnPath(redirectTo)).toBeNull();
    expect(signUpHref(redirectTo)).toBe('/registro');
  });
});

describe('the sign-up carries the return path', () => {
  it('in its address, encoded, only when there is one', () => {
    expect(signUpHref(PAYMENT_STEP)).toBe(`/registro?redirectTo=${encodeURIComponent(PAYMENT_STEP)}`);
    expect(signUpHref(`${PAYMENT_STEP}&login`)).toBe(
      `/registro?redirectTo=${encodeURIComponent(PAYMENT_STEP)}`,
    );
    expect(signUpHref('/')).toBe('/registro');
    expect(signUpHref(null)).toBe('/registro');
  });

  it('through its steps', () => {
    expect(withReturn('/registro?paso=hijos', '/clase-de-prueba')).toBe(
      '/registro?paso=hijos&redirectTo=%2Fclase-de-prueba',
    );
    expect(withReturn('/registro?paso=hijos', '//evil.com')).toBe('/registro?paso=hijos');
  });
});
