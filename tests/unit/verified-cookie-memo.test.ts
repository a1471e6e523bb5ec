/**
 * The session cookie's signature memo (server/auth/verified-cookie-memo.ts, decision 066): the
 * same answers as Remix's container, a good signature checked once, a bad one every time.
 */
import { createCookie, isCookie } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import { withVerifiedCookieMemo } from '../../server/auth/verified-cookie-memo';

const options = { secrets: ['one-secret-of-at-least-thirty-two-chars'], path: '/', maxAge: 60 };

function containers() {
  const plain = createCookie('__kodea_session', options);
  const parse = vi.spyOn(plain, 'parse');
  return { plain, parse, memo: withVerifiedCookieMemo(plain) };
}

describe('verified cookie memo', () => {
  it('is a cookie container with the same name, flags, expiry and serialisation', async () => {
    const { plain, memo } = containers();
    expect(isCookie(memo)).toBe(true);
    expect(memo.name).toBe('__kodea_session');
    expect(memo.isSigned).toBe(true);
    expect(Math.abs((memo.expires?.getTime() ?? 0) - Date.now() - 60_000)).toBeLessThan(1_000);
    expect(await memo.serialize('abc')).toBe(await plain.serialize('abc'));
  });

  it('answers what Remix answers, and checks a good signature once', async () => {
    const { plain, parse, memo } = containers();
    const header = `other=1; ${(await plain.serialize('session-id.u7')).split(';')[0]}`;
    expect(await memo.parse(header)).toBe('session-id.u7');
    expect(await memo.parse(header)).toBe('session-id.u7');
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('checks a forged, missing or empty cookie every time', async () => {
    const { parse, memo } = containers();
    for (const header of ['__kodea_session=forged.value', 'other=1', '__kodea_session=']) {
      const first = await memo.parse(header);
      expect(await memo.parse(header)).toEqual(first);
    }
    expect(await memo.parse('__kodea_session=forged.value')).toBeNull();
    expect(await memo.parse(null)).toBeNull();
    expect(parse).toHaveBeenCalledTimes(8);
  });

  it('does not take a cookie signed with another secret', async () => {
    const { memo } = containers();
    const foreign = createCookie('__kodea_session', {
      ...options,
      secrets: ['another-secret-of-thirty-two-chars!'],
    });
    expect(await memo.parse((await foreign.serialize('stolen')).split(';')[0] ?? '')).toBeNull();
  });

  it('keeps headers within its budget: padding beside one signed cookie cannot grow it', async () => {
    const { plain, parse, memo } = containers();
    const signed = (await plain.serialize('session-id')).split(';')[0] ?? '';
    const padded = (n: number) => `${signed}; pad=${String(n).padStart(4_000, '0')}`;
    for (let n = 0; n < 1_200; n++) await memo.parse(padded(n));
    // 1,200 headers of 4 KB are over the 4 M characters kept: the first went out, the last stayed.
    parse.mockClear();
    expect(await memo.parse(padded(1_199))).toBe('session-id');
    expect(parse).not.toHaveBeenCalled();
    expect(await memo.parse(padded(0))).toBe('session-id');
    expect(parse).toHaveBeenCalledTimes(1);
  });
});
