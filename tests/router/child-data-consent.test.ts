/**
 * Issue 55 point 6: the parent's express consent for a child's data. 'Crear cuenta' and 'Agregar
 * hijo' refuse an unticked box beside it, keeping every value typed, and record the consent (text
 * version, time, account) through the procedure and the API; 'Mis datos' and its JSON show one
 * family's data only, never another's.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHILD_DATA_CONSENT, PRIVACY_POLICY_VERSION } from '../../kernel/texts/privacy';
import { db } from '../../mocks/db';
import { signUpAction } from '../../app/routes/registro/sign-up.server';
import { addChildAction } from '../../app/routes/login-perfiles_.nuevo/add-child.server';
import { loader as exportLoader } from '../../app/routes/dashboard.mis-datos[.]json/route';
import { FamilyDataSchema } from '../../server/upstream/schemas/privacy';
import { signedInCaller, signedInCookie } from '../support/caller';
import { CHILD_INPUT, CONSENT_INPUT, GUARDIAN_INPUT } from '../support/form-inputs';

const ORIGIN = 'http://localhost';

async function send(
  action: (request: Request) => Promise<Response>,
  path: string,
  cookie: string,
  fields: Record<string, string>,
) {
  const request = new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie,
      'x-kodea-client-ip': '198.51.100.77',
    },
    body: new URLSearchParams(fields).toString(),
  });
  try {
    return await action(request);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const consentsOf = (userId: number) => db.dataConsent.findMany({ where: { userId: { equals: userId } } });

const MATEO_ROW = {
  'children[0].firstName': 'Mateo',
  'children[0].age': '8_to_11',
  'children[0].experience': 'basic',
  'children[0].operatingSystem': 'linux',
};

describe('the sign-up records the consent for the children', () => {
  it("'Crear cuenta' without the box: refused beside it, the rows kept, no account; ticked: recorded", async () => {
    const email = `rosa.consent.${Date.now()}@example.com`;
    let cookie = '';
    const post = async (path: string, fields: Record<string, string>) => {
      const answer = await send(signUpAction, path, cookie, fields);
      const set = answer.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0];
      return answer;
    };
    await post('/registro', { ...GUARDIAN_INPUT, email, acceptTerms: 'on', intent: 'guardian' });
    const users = db.user.count();

    const refused = await post('/registro?paso=hijos', { ...MATEO_ROW, intent: 'finish' });
    expect(refused.status).toBe(400);
    const view = await refused.json();
    expect(view.result.error).toEqual({ [CHILD_DATA_CONSENT.field]: [CHILD_DATA_CONSENT.required] });
    expect(view.result.initialValue).toMatchObject({
      children: [{ firstName: 'Mateo', operatingSystem: 'linux' }],
    });
    expect(db.user.count()).toBe(users);

    const before = Date.now();
    const done = await post('/registro?paso=hijos', {
      ...MATEO_ROW,
      childDataConsent: 'on',
      intent: 'finish',
    });
    expect(done.status).toBe(302);
    const user = db.user.findFirst({ where: { email: { equals: email } } });
    if (!user) throw new Error('no account created');
    const [consent] = consentsOf(user.id);
    expect(consent).toMatchObject({ textVersion: PRIVACY_POLICY_VERSION, context: 'sign-up' });
    expect(Date.parse(consent.acceptedAt)).toBeGreaterThanOrEqual(before - 1000);
    const mateo = db.child.findFirst({ where: { parentId: { equals: user.id } } });
    expect(consent.childIds).toBe(String(mateo?.id));
  });

  it('the procedure refuses a consent of another text version', async () => {
    const { caller } = await signedInCaller(`padre+${randomUUID().slice(0, 8)}@example.com`);
    const old = { ...CONSENT_INPUT, textVersion: 'privacidad-2020-01' };
    await expect(
      // @ts-expect-error: only the current version is a consent the forms can give
      caller.signUp.addChild({ token: randomUUID(), child: CHILD_INPUT, consent: old }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe("'Agregar hijo' records the consent for the child", () => {
  it('without the box: refused beside it, every value kept, nothing added; ticked: recorded', async () => {
    const email = `padre+${randomUUID().slice(0, 8)}@example.com`;
    const cookie = await signedInCookie(email);
    const { answer } = await signedInCaller(email);
    const children = db.child.count();
    const token = randomUUID();
    const fields = {
      token,
      firstName: 'Lucía',
      age: '12_to_15',
      experience: 'basic',
      operatingSystem: 'linux',
    };
    const refused = await send(addChildAction, '/login-perfiles/nuevo', cookie, fields);
    expect(refused.status).toBe(400);
    const view = await refused.json();
    expect(view.result.error).toEqual({ [CHILD_DATA_CONSENT.field]: [CHILD_DATA_CONSENT.required] });
    expect(view.result.initialValue).toEqual(fields);
    expect(db.child.count()).toBe(children);

    const added = await send(addChildAction, '/login-perfiles/nuevo', cookie, {
      ...fields,
      childDataConsent: 'on',
    });
    expect(added.status).toBe(302);
    const lucia = db.child.findFirst({
      where: { first_name: { equals: 'Lucía' }, parentId: { equals: answer.user.id } },
    });
    expect(consentsOf(answer.user.id)).toEqual([
      expect.objectContaining({
        textVersion: PRIVACY_POLICY_VERSION,
        context: 'add-child',
        childIds: String(lucia?.id),
      }),
    ]);
  });
});

describe('Mis datos', () => {
  async function exportOf(cookie: string) {
    const response = await exportLoader({
      request: new Request(`${ORIGIN}/dashboard/mis-datos.json`, { headers: { cookie } }),
      params: {},
      context: {},
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    return FamilyDataSchema.parse(await response.json());
  }

  it("the export holds the family's parent, children, purchases and consents; another family sees none", async () => {
    const ana = `padre+${randomUUID().slice(0, 8)}@example.com`;
    const { caller, answer } = await signedInCaller(ana);
    const added = await caller.signUp.addChild({
      token: randomUUID(),
      child: { ...CHILD_INPUT, firstName: 'Ximena' },
      consent: CONSENT_INPUT,
    });

    const own = await exportOf(await signedInCookie(ana));
    expect(own.parent).toMatchObject({ id: answer.user.id, email: ana });
    expect(own.children.map((child) => child.id)).toContain(added.id);
    expect(own.children.length).toBe(db.child.count({ where: { parentId: { equals: answer.user.id } } }));
    expect(own.consents).toEqual([
      expect.objectContaining({ account_id: answer.user.id, child_ids: [added.id] }),
    ]);
    // The student login, never its password.
    expect(JSON.stringify(own)).not.toMatch(/"password"/);

    const other = `padre+${randomUUID().slice(0, 8)}@example.com`;
    const theirs = await exportOf(await signedInCookie(other));
    expect(theirs.parent.email).toBe(other);
    expect(theirs.children.map((child) => child.id)).not.toContain(added.id);
    expect(JSON.stringify(theirs)).not.toContain('Ximena');
    expect(JSON.stringify(theirs)).not.toContain(ana);
    expect(theirs.consents).toEqual([]);
  });

  it("the export lists the family's data requests with their status, and only its own", async () => {
    const ana = `padre+${randomUUID().slice(0, 8)}@example.com`;
    const { caller } = await signedInCaller(ana);
    const sent = await caller.dataRequests.create({
      kind: 'rectification',
      detail: 'El apellido de Sofía es Quispe.',
    });
    if (!sent.ok) throw new Error('the request was refused');
    const own = await exportOf(await signedInCookie(ana));
    expect(own.data_requests).toEqual([
      expect.objectContaining({ id: sent.request.id, kind: 'rectification', status: 'received' }),
    ]);
    const theirs = await exportOf(await signedInCookie(`padre+${randomUUID().slice(0, 8)}@example.com`));
    expect(theirs.data_requests.map((request) => request.id)).not.toContain(sent.request.id);
  });

  it("the fixture family's invoices are in its own export only", async () => {
    const own = await exportOf(await signedInCookie('padre@example.com'));
    const ids = own.invoices.map((invoice) => invoice.invoice_id);
    expect(ids).toContain(88102);
    const theirs = await exportOf(await signedInCookie(`padre+${randomUUID().slice(0, 8)}@example.com`));
    expect(theirs.invoices.map((invoice) => invoice.invoice_id)).not.toContain(88102);
  });

  it("the page view: consents with their date in Spanish in the parent's zone", async () => {
    const email = `padre+${randomUUID().slice(0, 8)}@example.com`;
    const { caller } = await signedInCaller(email);
    await caller.signUp.addChild({ token: randomUUID(), child: CHILD_INPUT, consent: CONSENT_INPUT });
    const { view } = await caller.parents.myData();
    // 15:00 UTC is 10:00 in Lima, the test context's zone.
    expect(view.consents).toEqual([
      {
        id: expect.any(String),
        version: PRIVACY_POLICY_VERSION,
        date: '20 de noviembre de 2026, 10:00 AM',
        context: 'Al agregar a un hijo o hija',
        children: CHILD_INPUT.firstName,
        withdrawn: null,
      },
    ]);
    expect(view.children.some((child) => child.name.startsWith(`${CHILD_INPUT.firstName} `))).toBe(true);
  });
});
