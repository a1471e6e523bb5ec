import { describe, expect, it } from 'vitest';
import { cspNonce } from '../../app/lib/csp-nonce.server';

describe('cspNonce', () => {
  it('gives 16 random bytes in base64, never the same twice', () => {
    const nonces = Array.from({ length: 1000 }, () => cspNonce());
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
