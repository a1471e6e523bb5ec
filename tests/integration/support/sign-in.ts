/** Signing in through the login dialog's form, as a browser without JavaScript does. */
import type { HttpAnswer, HttpClient } from '../harness/http-client';
import { PASSWORD } from './accounts';

export function postLogin(client: HttpClient, email: string, password: string, redirectTo = '/dashboard') {
  return client.postForm('/auth/login', { email, password, redirectTo });
}

/** Signs in and checks it worked: a redirect that does not reopen the login dialog. */
export async function signIn(client: HttpClient, email: string): Promise<void> {
  const answer = await postLogin(client, email, PASSWORD);
  if (!isRedirect(answer) || /[?&]login\b/.test(answer.headers.location ?? ''))
    throw new Error(`Sign-in of ${email} on ${client.origin} failed: ${describe(answer)}`);
}

export function isRedirect(answer: HttpAnswer): boolean {
  return answer.status >= 300 && answer.status < 400 && Boolean(answer.headers.location);
}

/** Status, Location and the start of the body, for assertion messages. */
export function describe(answer: HttpAnswer): string {
  const location = answer.headers.location ? ` → ${answer.headers.location}` : '';
  return `${answer.status}${location} ${answer.body.slice(0, 300)}`;
}
