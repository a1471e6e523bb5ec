/** The e2e logs check (tests/e2e-logs/) recognises each kind of secret, and only those. */
import { describe, expect, it } from 'vitest';
import { secretKindsIn } from '../e2e-logs/secrets';

const CLEAN =
  '{"level":30,"reqId":"5b1c","method":"POST","path":"/enrollment","route":"routes/enrollment","status":303,"msg":"request"}\n' +
  '{"level":30,"event":"payment","outcome":"approved","purchaseNumber":"100045","currency":"PEN","msg":"payment approved"}';

describe('secretKindsIn', () => {
  it('finds nothing in ordinary lines', () => {
    expect(secretKindsIn(CLEAN)).toEqual([]);
  });

  it.each([
    ['{"password":"Kodea2026!"}', 'the e2e password'],
    ['"Sofi-2026"', 'a child’s password'],
    ['card 4919 1481 0785 9067', 'a card number'],
    ['"number":"4919148107859067"', 'a card number'],
    ['"number":"4242424242424242"', 'a card number'],
    ['mock-access.101.0123456789abcdef01234567', 'an access token'],
    ['mock-refresh.101.0123456789abcdef01234567', 'a refresh token'],
    [`tt_${'a'.repeat(32)}`, 'a card transaction token'],
    ['cookie: __kodea_session=abc.def', 'a session cookie'],
    ['authorization: Bearer abcdefghij', 'an Authorization bearer credential'],
    ['/__mocks (token de soporte: e2e-support-token)', 'the support token'],
  ])('%s → %s', (line, kind) => {
    expect(secretKindsIn(`${CLEAN}\n${line}`).some((found) => found.startsWith(kind))).toBe(true);
  });
});
