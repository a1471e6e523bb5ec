/** The sealed sign-up password (decision 023): it opens only with a current secret, for its purpose, untouched. */
import { describe, expect, it } from 'vitest';
import { seal, unseal } from '../../server/auth/sealed-secret';

const SECRETS = ['primer-secreto-de-prueba-0123456789'];
const PASSWORD = 'Secreta2026ñ';

describe('seal / unseal', () => {
  it('round-trips, never shows the plaintext, and differs every time (random salt and IV)', () => {
    const first = seal(PASSWORD, 'sign-up password', SECRETS);
    const second = seal(PASSWORD, 'sign-up password', SECRETS);
    expect(first).not.toBe(second);
    for (const sealed of [first, second]) {
      expect(sealed).toMatch(/^v1(\.[A-Za-z0-9_-]+){4}$/);
      expect(sealed).not.toContain(PASSWORD);
      expect(sealed).not.toContain(Buffer.from(PASSWORD).toString('base64url'));
      expect(unseal(sealed, 'sign-up password', SECRETS)).toBe(PASSWORD);
    }
  });

  it('opens for its own purpose only', () => {
    expect(unseal(seal(PASSWORD, 'sign-up password', SECRETS), 'another purpose', SECRETS)).toBeNull();
  });

  it('refuses any changed byte (the GCM tag)', () => {
    const sealed = seal(PASSWORD, 'p', SECRETS);
    const parts = sealed.split('.');
    for (let part = 1; part < parts.length; part++) {
      const bytes = Buffer.from(parts[part], 'base64url');
      bytes[0] ^= 1;
      const changed = [...parts];
      changed[part] = bytes.toString('base64url');
      expect(unseal(changed.join('.'), 'p', SECRETS), `part ${part}`).toBeNull();
    }
  });

  it('opens with a rotated secret still listed, not with an unknown one', () => {
    const sealed = seal(PASSWORD, 'p', SECRETS);
    expect(unseal(sealed, 'p', ['nuevo-secreto-de-prueba-0123456789', ...SECRETS])).toBe(PASSWORD);
    expect(unseal(sealed, 'p', ['otro-secreto-de-prueba-0123456789'])).toBeNull();
  });

  it.each(['', 'v1', 'v2.a.b.c.d', 'v1.a.b.c', 'v1.a.b.c.d.e', PASSWORD])(
    '%j is not a sealed value',
    (value) => {
      expect(unseal(value, 'p', SECRETS)).toBeNull();
    },
  );

  it('opens a value read again, and its kept key opens it for no other secret or purpose', () => {
    const sealed = seal(PASSWORD, 'p', SECRETS);
    for (let read = 0; read < 3; read++) expect(unseal(sealed, 'p', SECRETS)).toBe(PASSWORD);
    expect(unseal(sealed, 'p', ['otro-secreto-de-prueba-0123456789'])).toBeNull();
    expect(unseal(sealed, 'otro', SECRETS)).toBeNull();
  });
});
