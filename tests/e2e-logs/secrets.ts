/**
 * What must never appear in a log, by kind: the e2e run's password, the fixtures' passwords
 * (parents, students, the children whose credentials a parent may reveal), the card numbers the
 * card tests type, and the shapes of the tokens the simulated backend and card provider issue
 * (access and refresh tokens, provider tokens, session keys, transaction tokens), plus session
 * cookies, bearer headers and the development session secret the e2e server signs cookies with,
 * and the simulated backend's support token: it opens every family's codes and e-mails in /__mocks,
 * and the start line says only whether it is set (decision 073).
 */
import { children } from '../../fixtures/children';
import { users } from '../../fixtures/users';
import { CARDS } from '../e2e/payment-support';
import { PASSWORD, RESET_PASSWORD, SUPPORT_TOKEN } from '../e2e/support';

export interface SecretRule {
  kind: string;
  test: (log: string) => boolean;
}

const literal =
  (...values: string[]) =>
  (log: string) =>
    values.some((value) => value.length > 0 && log.includes(value));

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** The cards of tests/e2e/payment-support.ts and the global provider's test card (subscription.spec.ts). */
const CARD_NUMBERS = [...Object.values(CARDS), '4242 4242 4242 4242'];

export const SECRET_RULES: SecretRule[] = [
  { kind: 'the e2e password (tests/e2e/support.ts PASSWORD)', test: literal(PASSWORD) },
  { kind: 'the support token (tests/e2e/support.ts SUPPORT_TOKEN)', test: literal(SUPPORT_TOKEN) },
  {
    kind: 'a fixture user’s password (fixtures/users.ts)',
    test: literal(...users.map((user) => user.password)),
  },
  {
    kind: 'a child’s password (fixtures/children.ts)',
    test: literal(...children.map((child) => child.password)),
  },
  {
    kind: 'a card number (tests/e2e/payment-support.ts CARDS)',
    test: literal(...CARD_NUMBERS, ...CARD_NUMBERS.map(digitsOnly)),
  },
  { kind: 'an access token (mock-access.…)', test: (log) => /mock-access\.\d+\.[0-9a-f]{24}/.test(log) },
  { kind: 'a refresh token (mock-refresh.…)', test: (log) => /mock-refresh\.\d+\.[0-9a-f]{24}/.test(log) },
  { kind: 'a card provider token (pt_…)', test: (log) => /\bpt_[0-9a-f]{32}\b/.test(log) },
  { kind: 'a card provider session key (sk_…)', test: (log) => /\bsk_[0-9a-f]{32}\b/.test(log) },
  { kind: 'a card transaction token (tt_…)', test: (log) => /\btt_[0-9a-f]{32}\b/.test(log) },
  {
    kind: 'a password reset link (/restablecer-contrasena/<token>)',
    test: (log) => /\/restablecer-contrasena\/[A-Za-z0-9_-]{43}/.test(log),
  },
  {
    kind: 'a complaint sheet copy link (/libro-de-reclamaciones/hoja/<token>)',
    test: (log) => /\/libro-de-reclamaciones\/hoja\/[A-Za-z0-9_-]{43}/.test(log),
  },
  { kind: 'the new password of password-reset.spec.ts', test: literal(RESET_PASSWORD) },
  { kind: 'a session cookie (__kodea_session=…)', test: (log) => /__kodea_session=[^;\s"]+/.test(log) },
  { kind: 'an Authorization bearer credential', test: (log) => /Bearer\s+[A-Za-z0-9._~+/-]{8,}/.test(log) },
  {
    kind: 'the development session secret (server/env.ts)',
    test: literal('kodea-dev-only-secret-change-me'),
  },
];

/** The kinds of secret a log contains (never the secrets themselves). */
export function secretKindsIn(log: string): string[] {
  return SECRET_RULES.filter((rule) => rule.test(log)).map((rule) => rule.kind);
}
