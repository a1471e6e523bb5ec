/**
 * Builders for route-level payment tests (not a test file): a browser's session cookie through
 * 'Ir a Pagar', sign-in, the /enrollment loader and its form, called as Remix calls them.
 */
import { expect } from 'vitest';
import { runWithScenario } from '../../mocks/scenarios/context';
import { enrollmentAction } from '../../app/routes/enrollment/enrollment-action.server';
import { loadEnrollment } from '../../app/routes/enrollment/enrollment-view.server';
import { startPurchase } from '../../app/routes/vacaciones/vacation-page.server';
import type { AgeRangeName } from '../../server/upstream/schemas/content';
import { commitSession, getSessionFromCookie, storeAuth } from '../../server/session.server';
import { signedInCaller } from '../support/caller';
import { transactionToken } from './payment-support';

const ORIGIN = 'http://localhost';

type Choice = { ageRange: AgeRangeName; programId: string; groupId: string };

/** The session cookie a response set (the whole `name=value`). */
export function cookieOf(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  const cookie = header.split(';')[0];
  if (!cookie.startsWith('__kodea_session=')) throw new Error(`no session cookie in: ${header}`);
  return cookie;
}

/** 'Ir a Pagar' on /vacaciones (signed out unless a cookie is given; 'visitor-abroad' places it in Mexico). */
export async function choose(choice: Choice, options: { abroad?: boolean; cookie?: string } = {}) {
  const request = new Request(`${ORIGIN}/vacaciones`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: new URLSearchParams(choice).toString(),
  });
  const answer = options.abroad
    ? await runWithScenario('visitor-abroad', () => startPurchase(request))
    : await startPurchase(request);
  expect(answer.headers.get('location')).toBe('/enrollment');
  return cookieOf(answer);
}

/** Signs the browser's session in (as the login action stores it) and returns its cookie. */
export async function signIn(cookie: string, email: string): Promise<string> {
  const { context } = await signedInCaller(email);
  if (!context.auth) throw new Error('not signed in');
  const session = await getSessionFromCookie(cookie);
  storeAuth(session, context.auth);
  return (await commitSession(session)).split(';')[0];
}

/** A signed-in browser that chose `choice`: its cookie. */
export async function signedInChoice(email: string, choice: Choice) {
  return choose(choice, { cookie: await signIn(await choose(choice), email) });
}

/** The /enrollment loader's data. */
export async function enrollmentPage(cookie: string, query = '') {
  const response = await loadEnrollment(new Request(`${ORIGIN}/enrollment${query}`, { headers: { cookie } }));
  return response.json();
}

/** A POST of the /enrollment form (its action's answer). */
export function postEnrollment(cookie: string, fields: Record<string, string>) {
  return enrollmentAction(
    new Request(`${ORIGIN}/enrollment`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

/** The session behind a cookie (what the next page will read). */
export const sessionOf = (cookie: string) => getSessionFromCookie(cookie);

/** 'PAGAR' on the payment step the browser shows, with a card typed into the provider's form. */
export async function payOnStep(cookie: string, card: string) {
  const { payment } = await enrollmentPage(cookie, '?paso=pago');
  if (!payment) throw new Error('the payment step is not shown');
  return postEnrollment(cookie, {
    intent: 'pay',
    terms: 'on',
    purchaseNumber: payment.purchaseNumber,
    transactionToken: transactionToken(payment.sessionKey, card),
  });
}
