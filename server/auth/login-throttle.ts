/**
 * Password-guessing limits for sign-in (docs/decisions/012): per client, per account and client,
 * and per account across clients. A stranger exhausts their own client's limits long before the
 * account-wide one, so the owner, signing in from their own device, is not locked out.
 */
import { hit, isOverLimit, resetLimit } from '../throttle';

const account = (email: string) => email.trim().toLowerCase().slice(0, 200);
const pair = (email: string, client: string) => `${account(email)}|${client}`;

export async function isLoginThrottled(email: string, client: string): Promise<boolean> {
  const checks = await Promise.all([
    isOverLimit('loginFailuresByClient', client),
    isOverLimit('loginFailuresByAccountAndClient', pair(email, client)),
    account(email) ? isOverLimit('loginFailuresByAccount', account(email)) : false,
  ]);
  return checks.some(Boolean);
}

export async function recordLoginFailure(email: string, client: string): Promise<void> {
  await Promise.all([
    hit('loginFailuresByClient', client),
    hit('loginFailuresByAccountAndClient', pair(email, client)),
    account(email) ? hit('loginFailuresByAccount', account(email)) : true,
  ]);
}

/** A successful sign-in clears this client's consecutive failures for the account. */
export async function recordLoginSuccess(email: string, client: string): Promise<void> {
  await resetLimit('loginFailuresByAccountAndClient', pair(email, client));
}
