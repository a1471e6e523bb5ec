/** Tokens derived from the user id, so a session survives a restart that re-seeds the database. */
import { createHash } from 'node:crypto';

function signature(kind: string, userId: number): string {
  return createHash('sha256').update(`kodea-mock:${kind}:${userId}`).digest('hex').slice(0, 24);
}

export function issueTokens(userId: number) {
  return {
    access: `mock-access.${userId}.${signature('access', userId)}`,
    refresh: `mock-refresh.${userId}.${signature('refresh', userId)}`,
  };
}

export function userIdFromRefreshToken(token: string): number | null {
  const match = /^mock-refresh\.(\d+)\.([0-9a-f]{24})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  return signature('refresh', userId) === match[2] ? userId : null;
}
