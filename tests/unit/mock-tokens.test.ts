import { describe, expect, it } from 'vitest';
import { issueTokens, userIdFromRefreshToken } from '../../mocks/accounts/tokens';

describe('mock tokens', () => {
  it('issues stable, user-specific tokens', () => {
    const first = issueTokens(201);
    expect(first).toEqual(issueTokens(201));
    expect(first.access).toMatch(/^mock-access\.201\.[0-9a-f]{24}$/);
    expect(first.refresh).toMatch(/^mock-refresh\.201\.[0-9a-f]{24}$/);
    expect(issueTokens(202).refresh).not.toBe(first.refresh);
  });

  it.each([101, 201, 301])('round-trips user %i through the refresh token', (userId) => {
    expect(userIdFromRefreshToken(issueTokens(userId).refresh)).toBe(userId);
  });

  it('rejects the access token as a refresh token', () => {
    expect(userIdFromRefreshToken(issueTokens(201).access)).toBeNull();
  });

  it('rejects a token whose user id was changed', () => {
    const { refresh } = issueTokens(201);
    expect(userIdFromRefreshToken(refresh.replace('.201.', '.202.'))).toBeNull();
  });

  it('rejects a token whose signature was changed', () => {
    const { refresh } = issueTokens(201);
    const last = refresh.at(-1) === '0' ? '1' : '0';
    expect(userIdFromRefreshToken(refresh.slice(0, -1) + last)).toBeNull();
    expect(userIdFromRefreshToken('mock-refresh.201.000000000000000000000000')).toBeNull();
  });

  it.each(['', 'garbage', `Bearer ${issueTokens(201).refresh}`, `${issueTokens(201).refresh} `])(
    'rejects %j',
    (token) => {
      expect(userIdFromRefreshToken(token)).toBeNull();
    },
  );
});
