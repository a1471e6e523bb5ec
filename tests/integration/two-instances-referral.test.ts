/**
 * The referral program on two app instances sharing Redis and one upstream (the standalone mock
 * backend), decision 035: the invitation cookie set by A is read by B, and a code submitted to A
 * and B at the same moment is applied once — both answers succeed, the invoice carries one
 * referral and the inviting family sees one use. The upstream refuses a second PATCH
 * (`already_applied`), so without the store lock one of the two would come back refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './harness/app';
import { freePort } from './harness/free-port';
import { newBrowser } from './harness/http-client';
import { startRedis, type RunningRedis } from './harness/redis';
import { startUpstream, type RunningUpstream } from './harness/upstream';
import { aliasParentEmail } from './support/accounts';
import { visibleText } from './support/html';
import { invoicePathOf, startInvoice } from './support/invoice';
import { describe as describeAnswer, isRedirect, signIn } from './support/sign-in';

let redis: RunningRedis | undefined;
let upstream: RunningUpstream | undefined;
let appA: RunningApp | undefined;
let appB: RunningApp | undefined;

beforeAll(async () => {
  redis = await startRedis();
  const ports = [await freePort(), await freePort()];
  upstream = await startUpstream(ports.map((port) => `http://127.0.0.1:${port}`));
  const env = { REDIS_URL: redis.url, UPSTREAM_TIMEOUT_MS: '5000', ...upstream.appEnv };
  const started = await Promise.allSettled(ports.map((port) => startApp({ port, env })));
  [appA, appB] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure?.status === 'rejected') throw failure.reason;
});

afterAll(async () => {
  await Promise.allSettled([appA?.stop(), appB?.stop()]);
  await Promise.allSettled([upstream?.stop(), redis?.stop()]);
});

function instances(): { a: string; b: string } {
  if (!appA || !appB) throw new Error('The services did not start (see beforeAll)');
  return { a: appA.origin, b: appB.origin };
}

const countOf = (html: string, needle: string) => html.split(needle).length - 1;

describe('the referral program on two instances sharing Redis', () => {
  it('a code carried from A to B and submitted to both at once is applied once', async () => {
    const { a, b } = instances();
    const onA = newBrowser(a);
    const onB = onA.at(b);

    const landing = await onA.get('/invitacion/CARLOS-ROBLOX');
    expect(landing.status, describeAnswer(landing)).toBe(200);
    expect(visibleText(landing.body)).toContain('Carlos te invita a Kodea');

    await signIn(onA, aliasParentEmail());
    const invoicePath = invoicePathOf(await startInvoice(onA));

    // B reads the cookie A set: the field comes prefilled.
    const page = await onB.get(invoicePath);
    expect(page.status, describeAnswer(page)).toBe(200);
    expect(page.body).toMatch(/name="code"[^>]*value="CARLOS-ROBLOX"|value="CARLOS-ROBLOX"[^>]*name="code"/);

    const form = { intent: 'apply-referral', code: 'CARLOS-ROBLOX' };
    const answers = await Promise.all([
      onA.postForm(invoicePath, form),
      onB.postForm(invoicePath, form),
      onA.postForm(invoicePath, form),
    ]);
    for (const answer of answers) expect(isRedirect(answer), describeAnswer(answer)).toBe(true);

    const after = await onB.get(invoicePath);
    expect(countOf(after.body, 'data-testid="invoice-referral"')).toBe(1);
    expect(visibleText(after.body)).toContain('Invitación de Carlos: 15 % de descuento');
    expect(after.body).not.toContain('data-testid="referral-error"');

    // The inviting family sees one use of its code from this race.
    const carlos = newBrowser(b);
    await signIn(carlos, 'padre@example.com');
    const referrals = await carlos.get('/dashboard/referidos');
    expect(referrals.status, describeAnswer(referrals)).toBe(200);
    expect(countOf(referrals.body, 'data-testid="referral-row"')).toBe(1);
  });
});
