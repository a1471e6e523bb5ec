import { describe, expect, it } from 'vitest';
import { isLoginThrottled, recordLoginFailure, recordLoginSuccess } from '../../server/auth/login-throttle';
import { LIMITS } from '../../server/throttle';

const fail = async (email: string, client: string, times: number) => {
  for (let i = 0; i < times; i++) await recordLoginFailure(email, client);
};

describe('login throttle', () => {
  it('refuses a client after 5 failures for one account, case-insensitively', async () => {
    await fail('victima@example.com', '10.0.0.1', 4);
    expect(await isLoginThrottled('victima@example.com', '10.0.0.1')).toBe(false);
    await recordLoginFailure('VICTIMA@example.com', '10.0.0.1');
    expect(await isLoginThrottled('victima@example.com', '10.0.0.1')).toBe(true);
    expect(await isLoginThrottled('otra@example.com', '10.0.0.2')).toBe(false);
  });

  it("a stranger's failures do not lock the owner out on their own client", async () => {
    await fail('duena@example.com', '203.0.113.9', 5);
    expect(await isLoginThrottled('duena@example.com', '203.0.113.9')).toBe(true);
    expect(await isLoginThrottled('duena@example.com', '198.51.100.7')).toBe(false);
  });

  it('one client cannot try many accounts: it is stopped after its failure limit in all', async () => {
    const limit = LIMITS.loginFailuresByClient.points;
    for (let i = 0; i < limit; i++) await recordLoginFailure(`cuenta${i}@example.com`, '10.9.9.9');
    expect(await isLoginThrottled('nueva@example.com', '10.9.9.9')).toBe(true);
    expect(await isLoginThrottled('nueva@example.com', '10.9.9.8')).toBe(false);
  });

  it('a distributed attack on one account reaches the account-wide limit', async () => {
    const clients = Math.ceil(LIMITS.loginFailuresByAccount.points / 4);
    for (let c = 0; c < clients; c++) await fail('objetivo@example.com', `192.0.2.${c}`, 4);
    expect(await isLoginThrottled('objetivo@example.com', '192.0.2.250')).toBe(true);
  });

  it('a successful sign-in clears the consecutive failures of that client for the account', async () => {
    await fail('olvido@example.com', '10.1.1.1', 4);
    await recordLoginSuccess('olvido@example.com', '10.1.1.1');
    await fail('olvido@example.com', '10.1.1.1', 4);
    expect(await isLoginThrottled('olvido@example.com', '10.1.1.1')).toBe(false);
  });
});
