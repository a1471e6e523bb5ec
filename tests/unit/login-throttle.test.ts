import { describe, expect, it } from 'vitest';
import { clearFailures, isThrottled, recordFailure } from '../../server/auth/login-throttle';

describe('login throttle', () => {
  it('refuses after 5 failures for one e-mail within 10 minutes, case-insensitively', () => {
    const email = 'victima@example.com';
    const t0 = 1_000_000;
    for (let i = 0; i < 4; i++) recordFailure(email, t0 + i);
    expect(isThrottled(email, t0 + 10)).toBe(false);
    recordFailure('VICTIMA@example.com', t0 + 20);
    expect(isThrottled(email, t0 + 30)).toBe(true);
    expect(isThrottled('otra@example.com', t0 + 30)).toBe(false);
  });

  it('forgets failures after the window and on success', () => {
    const email = 'olvido@example.com';
    for (let i = 0; i < 5; i++) recordFailure(email, 0);
    expect(isThrottled(email, 10 * 60_000 + 1)).toBe(false);
    for (let i = 0; i < 5; i++) recordFailure(email, 2_000_000);
    clearFailures(email);
    expect(isThrottled(email, 2_000_001)).toBe(false);
  });
});
