/**
 * A parent adds a child after sign-up (issue 20 point 7, decision 032): signUp.addChild against
 * the mock API's POST /api/parents/children/, once per form token, and the /login-perfiles/nuevo
 * action's answers (errors with the values, success back to Perfiles).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { addChildAction } from '../../app/routes/login-perfiles_.nuevo/add-child.server';
import { expectedOutcome } from '../../server/trpc/outcomes';
import { signedInCaller, signedInCookie, visitorCaller } from '../support/caller';
import { CHILD_INPUT, CONSENT_INPUT } from '../support/form-inputs';

const ORIGIN = 'http://localhost';
const LUCIA = {
  firstName: 'Lucía',
  age: '12_to_15',
  experience: 'notexperience',
  operatingSystem: 'linux',
} as const;

async function post(cookie: string, fields: Record<string, string>) {
  const request = new Request(`${ORIGIN}/login-perfiles/nuevo`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  try {
    return await addChildAction(request);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe('signUp.addChild', () => {
  it("adds the child to the parent's family, with a student login, listed afterwards", async () => {
    const { caller } = await signedInCaller('padre@example.com');
    const before = await caller.parents.children();
    const added = await caller.signUp.addChild({ token: randomUUID(), child: LUCIA, consent: CONSENT_INPUT });
    expect(added).toMatchObject({ firstName: 'Lucía', created: true });
    const after = await caller.parents.children();
    expect(after).toHaveLength(before.length + 1);
    const lucia = after.find((child) => child.id === added.id);
    expect(lucia).toMatchObject({ first_name: 'Lucía', age_range: '12_plus', operating_system: 'linux' });
    expect(lucia?.email).toMatch(/@alumnos\.kodea\.pe$/);
  });

  it('the same form token twice, even at once, adds one child', async () => {
    const { caller } = await signedInCaller('padre@example.com');
    const count = () => db.child.count({ where: { first_name: { equals: 'Mateo' } } });
    const before = count();
    const token = randomUUID();
    const [first, second] = await Promise.all([
      caller.signUp.addChild({ token, child: CHILD_INPUT, consent: CONSENT_INPUT }),
      caller.signUp.addChild({ token, child: CHILD_INPUT, consent: CONSENT_INPUT }),
    ]);
    expect(first.id).toBe(second.id);
    expect([first.created, second.created].sort()).toEqual([false, true]);
    const third = await caller.signUp.addChild({ token, child: CHILD_INPUT, consent: CONSENT_INPUT });
    expect(third).toMatchObject({ id: first.id, created: false });
    expect(count()).toBe(before + 1);
    // Another form (another token) is another child.
    await caller.signUp.addChild({ token: randomUUID(), child: CHILD_INPUT, consent: CONSENT_INPUT });
    expect(count()).toBe(before + 2);
  });

  it('refuses a visitor, a student, and input the sign-up would refuse', async () => {
    const token = randomUUID();
    await expect(
      visitorCaller().signUp.addChild({ token, child: LUCIA, consent: CONSENT_INPUT }),
    ).rejects.toSatisfy((error) => expectedOutcome(error)?.kind === 'unauthorized');
    const student = (await signedInCaller('alumno@example.com')).caller;
    await expect(student.signUp.addChild({ token, child: LUCIA, consent: CONSENT_INPUT })).rejects.toSatisfy(
      (error) => expectedOutcome(error)?.kind === 'forbidden',
    );
    const parent = (await signedInCaller('padre@example.com')).caller;
    await expect(
      parent.signUp.addChild({
        token: 'not-a-token',
        child: { ...LUCIA, firstName: '' },
        consent: CONSENT_INPUT,
      }),
    ).rejects.toThrow();
  });
});

describe('/login-perfiles/nuevo', () => {
  it('invalid input: 400 with every value typed and one Spanish message per field, nothing added', async () => {
    const cookie = await signedInCookie();
    const children = db.child.count();
    const token = randomUUID();
    const answer = await post(cookie, {
      token,
      firstName: 'Lucía',
      age: '',
      experience: 'basic',
      operatingSystem: '',
      childDataConsent: 'on',
    });
    expect(answer.status).toBe(400);
    const view = await answer.json();
    expect(view.token).toBe(token);
    expect(view.result.initialValue).toEqual({
      token,
      firstName: 'Lucía',
      experience: 'basic',
      childDataConsent: 'on',
    });
    expect(view.result.error).toEqual({
      age: ['Elige su rango de edad'],
      operatingSystem: ['Elige el sistema operativo de su computadora'],
    });
    expect(db.child.count()).toBe(children);
  });

  it('added: back to Perfiles with a toast; the same form posted again adds nothing', async () => {
    const cookie = await signedInCookie();
    const children = db.child.count();
    const fields = { token: randomUUID(), ...LUCIA, childDataConsent: 'on' };
    const first = await post(cookie, fields);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/login-perfiles');
    const again = await post(cookie, fields);
    expect(again.headers.get('location')).toBe('/login-perfiles');
    expect(db.child.count()).toBe(children + 1);
  });

  it('signed out: to the login dialog; a student: to their dashboard', async () => {
    const signedOut = await post('', { token: randomUUID(), ...LUCIA, childDataConsent: 'on' });
    expect(signedOut.headers.get('location')).toBe('/login-perfiles/nuevo?login');
    const student = await post(await signedInCookie('alumno@example.com'), {
      token: randomUUID(),
      ...LUCIA,
      childDataConsent: 'on',
    });
    expect(student.headers.get('location')).toBe('/dashboard');
  });
});
