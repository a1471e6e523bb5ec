/**
 * What the sign-up keeps in the session between its steps (decision 023), read straight from the
 * store: the password never in clear, the draft bounded, and the registration still working with
 * the sealed password.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SIGN_UP_TEXT } from '../../kernel/texts/sign-up';
import { signUpAction } from '../../app/routes/registro/sign-up.server';
import { getSession } from '../../server/session.server';
import { getStore } from '../../server/store';
import { MAX_CHILDREN } from '../../server/validation/sign-up';
import { CHILD_DRAFT_LIMITS } from '../../server/validation/sign-up-draft';
import { visitorCaller } from '../support/caller';
import { GUARDIAN_INPUT } from '../support/form-inputs';
import { formBrowser } from '../support/form-browser';

const ORIGIN = 'http://localhost';

const StoredRecordSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  createdAt: z.number(),
  touchedAt: z.number(),
});
type StoredRecord = z.infer<typeof StoredRecordSchema>;
const PASSWORD = 'Clave2026ñandú';

const STEP_1 = {
  ...GUARDIAN_INPUT,
  intent: 'guardian',
  email: 'rosa.sellada@example.com',
  password: PASSWORD,
  acceptTerms: 'on',
};

/** A browser: its cookie follows every answer. */
function browser() {
  const form = formBrowser(signUpAction, ORIGIN);
  return {
    post: (path: string, fields: Record<string, string>) =>
      form.post(path, fields, { 'x-kodea-client-ip': '198.51.100.40' }),
    /** Rewrites the stored record, as someone with access to the store could. */
    async rewrite(change: (record: StoredRecord) => StoredRecord): Promise<void> {
      const session = await getSession(form.request());
      const record = StoredRecordSchema.parse(JSON.parse(await this.stored()));
      await getStore().set(`session:${session.id}`, JSON.stringify(change(record)), 60_000);
    },
    /** The session record exactly as the store holds it. */
    async stored(): Promise<string> {
      const session = await getSession(form.request());
      const raw = await getStore().get(`session:${session.id}`);
      if (!raw) throw new Error('no session stored');
      return raw;
    },
  };
}

const child = (index: number, firstName: string) => ({
  [`children[${index}].firstName`]: firstName,
  [`children[${index}].age`]: '8_to_11',
  [`children[${index}].experience`]: 'basic',
  [`children[${index}].operatingSystem`]: 'linux',
});

/** 'Crear cuenta' with a draft that cannot be used: the parent is asked to start again, nothing created. */
async function expectDraftExpired(family: ReturnType<typeof browser>) {
  const answer = await family.post('/registro?paso=hijos', { ...child(0, 'Mateo'), intent: 'finish' });
  expect(answer.status).toBe(400);
  expect(JSON.stringify(await answer.json())).toContain(SIGN_UP_TEXT.expired);
}

describe('the sign-up draft in the session', () => {
  it('never holds the password in clear, yet the registration signs in with it', async () => {
    const family = browser();
    const step1 = await family.post('/registro', STEP_1);
    expect(step1.status).toBe(302);
    const stored = await family.stored();
    expect(stored).toContain('rosa.sellada@example.com');
    expect(stored).toContain('sealedPassword');
    expect(stored).not.toContain(PASSWORD);
    expect(stored).not.toContain(Buffer.from(PASSWORD).toString('base64'));
    expect(stored).not.toContain(Buffer.from(PASSWORD).toString('base64url'));
    expect(stored).not.toMatch(/"password"/);

    const done = await family.post('/registro?paso=hijos', {
      ...child(0, 'Mateo'),
      childDataConsent: 'on',
      intent: 'finish',
    });
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/dashboard');
    // The account was created with the password typed on step 1, intact.
    const signedIn = await visitorCaller().auth.login({
      email: 'rosa.sellada@example.com',
      password: PASSWORD,
    });
    expect(signedIn.user.firstName).toBe(GUARDIAN_INPUT.firstName);
  });

  it('a draft whose password cannot be opened is a lost step 1, never a registration', async () => {
    const family = browser();
    await family.post('/registro', STEP_1);
    // Another secret sealed it (a SESSION_SECRET rotated out), or the store was tampered with.
    await family.rewrite((record) => {
      const draft = record.data.signUp;
      if (typeof draft !== 'object' || draft === null || !('sealedPassword' in draft))
        throw new Error('no draft');
      return {
        ...record,
        data: { ...record.data, signUp: { ...draft, sealedPassword: 'v1.AAAA.AAAA.AAAA.AAAA' } },
      };
    });
    await expectDraftExpired(family);
    await expect(
      visitorCaller().auth.login({ email: 'rosa.sellada@example.com', password: PASSWORD }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('a draft kept in the old format (password in clear) is not used', async () => {
    const family = browser();
    await family.post('/registro', STEP_1);
    await family.rewrite((record) => {
      const draft = record.data.signUp;
      if (typeof draft !== 'object' || draft === null) throw new Error('no draft');
      const { sealedPassword: _sealed, ...rest } = { sealedPassword: '', ...draft };
      return { ...record, data: { ...record.data, signUp: { ...rest, password: PASSWORD } } };
    });
    await expectDraftExpired(family);
  });

  it('keeps at most the maximum of children, each field cut to its limit', async () => {
    const family = browser();
    await family.post('/registro', STEP_1);
    const rows: Record<string, string> = { intent: 'edit-guardian' };
    for (let index = 0; index < 20; index++)
      Object.assign(rows, child(index, 'N'.repeat(500)), { [`children[${index}].age`]: 'x'.repeat(500) });
    const back = await family.post('/registro?paso=hijos', rows);
    expect(back.status).toBe(302);
    const stored = JSON.parse(await family.stored());
    const kept: Array<Record<string, string>> = stored.data.signUpChildren;
    expect(kept).toHaveLength(MAX_CHILDREN);
    for (const row of kept) {
      expect(row.firstName).toHaveLength(60);
      expect(row.age).toBe('x'.repeat(CHILD_DRAFT_LIMITS.age));
      expect(Object.keys(row).sort()).toEqual(['age', 'experience', 'firstName', 'operatingSystem']);
    }
    // The whole record stays small: a sign-up draft is a few kilobytes at most.
    expect((await family.stored()).length).toBeLessThan(4_000);
  });
});
