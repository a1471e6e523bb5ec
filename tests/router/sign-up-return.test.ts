/**
 * The sign-up's action (app/routes/registro) ends where it was opened from (issue 53): the page
 * that asked to sign in, carried as `redirectTo` through both steps, else the parents' zone.
 */
import { describe, expect, it } from 'vitest';
import { signUpAction } from '../../app/routes/registro/sign-up.server';
import { getSession, readAuth } from '../../server/session.server';
import { formBrowser } from '../support/form-browser';
import { CHILD_INPUT, GUARDIAN_INPUT } from '../support/form-inputs';

const ORIGIN = 'http://localhost';
const PAYMENT_STEP = '/enrollment?edad=8_to_11&programa=vac-8_to_11-2&horario=vg-8-2-2';

/** A browser without JavaScript posting to the sign-up; it can tell who it is signed in as. */
function browser() {
  const family = formBrowser(signUpAction, ORIGIN);
  return async (path: string, fields: Record<string, string>) => {
    const response = await family.post(path, fields);
    return { response, signedIn: async () => readAuth(await getSession(family.request())) };
  };
}

async function signUp(email: string, redirectTo?: string) {
  const post = browser();
  const back: Record<string, string> = redirectTo === undefined ? {} : { redirectTo };
  await post('/registro', { ...GUARDIAN_INPUT, email, acceptTerms: 'on', intent: 'guardian', ...back });
  const children = Object.fromEntries(
    Object.entries(CHILD_INPUT).map(([key, value]) => [`children[0].${key}`, value]),
  );
  const { response, signedIn } = await post('/registro?paso=hijos', {
    ...children,
    childDataConsent: 'on',
    intent: 'finish',
    ...back,
  });
  expect(await signedIn()).not.toBeNull();
  return response.headers.get('location');
}

describe('the end of the sign-up', () => {
  it('goes back to the payment step it was opened from, the choice in its address', async () => {
    expect(await signUp('vuelve.pago@example.com', PAYMENT_STEP)).toBe(PAYMENT_STEP);
  });

  it.each(['/invitacion/ABC123', '/clase-de-prueba', '/pagar?curso=12'])('goes back to %s', async (page) => {
    expect(await signUp(`vuelve.${page.length}@example.com`, page)).toBe(page);
  });

  it('without a page to go back to, lands on the parents zone', async () => {
    expect(await signUp('sin.vuelta@example.com')).toBe('/dashboard');
    expect(await signUp('inicio@example.com', '/')).toBe('/dashboard');
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com'])('never off the site: %s', async (redirectTo) => {
    expect(await signUp(`lejos.${redirectTo.length}@example.com`, redirectTo)).toBe('/dashboard');
  });
});
