/**
 * Issue 75 point 3: a consent given is withdrawn from 'Mis datos'. The form needs its box ticked
 * (what withdrawing means is said above it), the API records when, writes to the parent, and the
 * page and the JSON export show it; another family's consent cannot be withdrawn.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { MY_DATA_TEXT } from '../../kernel/texts/privacy';
import { db } from '../../mocks/db';
import { runWithScenario } from '../../mocks/scenarios/context';
import { loadMyData, myDataAction } from '../../app/routes/dashboard.mis-datos/my-data.server';
import { loader as exportLoader } from '../../app/routes/dashboard.mis-datos[.]json/route';
import { logger } from '../../server/log/logger';
import { FamilyDataSchema } from '../../server/upstream/schemas/privacy';
import { signedInCaller, signedInCookie } from '../support/caller';
import { CHILD_INPUT, CONSENT_INPUT } from '../support/form-inputs';

const PAGE = 'http://localhost/dashboard/mis-datos';

interface ConsentView {
  id: string;
  children: string;
  withdrawn: string | null;
}

async function consentsOnPage(cookie: string): Promise<ConsentView[]> {
  const data = (await (await loadMyData(new Request(PAGE, { headers: { cookie } }))).json()) as {
    view: { consents: ConsentView[] };
  };
  return data.view.consents;
}

async function withdraw(cookie: string, fields: Record<string, string>) {
  return myDataAction(
    new Request(PAGE, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'withdraw-consent', ...fields }).toString(),
    }),
  );
}

async function exported(cookie: string) {
  const response = await exportLoader({
    request: new Request(`${PAGE}.json`, { headers: { cookie } }),
    params: {},
    context: {},
  });
  return FamilyDataSchema.parse(await response.json());
}

/** A fresh family with one child added, and so one consent of its own. */
async function familyWithConsent() {
  const email = `padre+${randomUUID().slice(0, 8)}@example.com`;
  const { caller } = await signedInCaller(email);
  await caller.signUp.addChild({
    token: randomUUID(),
    child: { ...CHILD_INPUT, firstName: 'Ximena' },
    consent: CONSENT_INPUT,
  });
  const cookie = await signedInCookie(email);
  const [consent] = await consentsOnPage(cookie);
  if (!consent) throw new Error('no consent recorded');
  return { email, cookie, consent };
}

const withdrawalMails = (to: string) =>
  db.outboxEmail
    .getAll()
    .filter((email) => email.to === to && email.subject === 'Kodea · Retiraste tu consentimiento');

describe('withdrawing a consent from Mis datos', () => {
  it("the fixtures: padre@'s consent stands, privacidad@'s was withdrawn", async () => {
    const [standing] = await consentsOnPage(await signedInCookie('padre@example.com'));
    expect(standing).toMatchObject({ children: 'Sofía, Diego', withdrawn: null });
    const [withdrawn] = await consentsOnPage(await signedInCookie('privacidad@example.com'));
    expect(withdrawn).toMatchObject({ children: 'Martín', withdrawn: '16 de noviembre de 2026, 6:20 PM' });
  });

  it('refused without its box ticked, nothing recorded', async () => {
    const { cookie, consent } = await familyWithConsent();
    const refused = await withdraw(cookie, { consentId: consent.id });
    expect(refused.status).toBe(400);
    const posted = (await refused.json()) as {
      consent: { consentId: string; result: { error?: Record<string, string[]> } };
    };
    expect(posted.consent.consentId).toBe(consent.id);
    expect(posted.consent.result.error?.confirmWithdrawal).toEqual([MY_DATA_TEXT.withdrawConfirmRequired]);
    expect((await consentsOnPage(cookie))[0]?.withdrawn).toBeNull();
  });

  it('withdrawn: recorded with its date, written to the parent once, shown on the page and in the export', async () => {
    const { email, cookie, consent } = await familyWithConsent();
    expect(consent.children).toBe('Ximena');
    const before = Date.now();
    const done = await withdraw(cookie, { consentId: consent.id, confirmWithdrawal: 'on' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/dashboard/mis-datos#consentimientos');

    const [shown] = await consentsOnPage(cookie);
    expect(shown?.withdrawn).toMatch(/^\d{1,2} de \w+ de \d{4}, \d{1,2}:\d{2} (AM|PM)$/);
    const [inExport] = (await exported(cookie)).consents;
    expect(inExport?.id).toBe(consent.id);
    expect(Date.parse(inExport?.withdrawn_at ?? '')).toBeGreaterThanOrEqual(before - 1000);

    const [mail, ...more] = withdrawalMails(email);
    expect(more).toEqual([]);
    expect(mail?.text).toContain('el retiro de tu consentimiento para que Kodea trate los datos de Ximena');
    expect(mail?.text).toContain(MY_DATA_TEXT.withdrawMeans);

    // A second post (a double submit, a stale tab) changes nothing and writes nothing more.
    expect((await withdraw(cookie, { consentId: consent.id, confirmWithdrawal: 'on' })).status).toBe(303);
    expect((await exported(cookie)).consents[0]?.withdrawn_at).toBe(inExport?.withdrawn_at);
    expect(withdrawalMails(email)).toHaveLength(1);
  });

  it("another family's consent is not found, and stays as it was", async () => {
    const ana = await familyWithConsent();
    const other = await signedInCookie(`padre+${randomUUID().slice(0, 8)}@example.com`);
    const refused = await withdraw(other, { consentId: ana.consent.id, confirmWithdrawal: 'on' });
    expect(refused.status).toBe(409);
    const posted = (await refused.json()) as { consent: { result: { error?: Record<string, string[]> } } };
    expect(posted.consent.result.error?.['']).toEqual([MY_DATA_TEXT.withdrawNotFound]);
    expect((await consentsOnPage(ana.cookie))[0]?.withdrawn).toBeNull();
  });

  it('the API failing: the form says so, nothing withdrawn', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const { cookie, consent } = await familyWithConsent();
    const failed = await runWithScenario('consent-withdrawal-error', () =>
      withdraw(cookie, { consentId: consent.id, confirmWithdrawal: 'on' }),
    );
    expect(failed.status).toBe(502);
    const posted = (await failed.json()) as { consent: { result: { error?: Record<string, string[]> } } };
    expect(posted.consent.result.error?.['']).toEqual([MY_DATA_TEXT.withdrawFailure]);
    expect((await consentsOnPage(cookie))[0]?.withdrawn).toBeNull();
  });
});
