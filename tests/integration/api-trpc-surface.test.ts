/**
 * /api/trpc as a public surface (issue 77, decision 110): what the live parts of a page read is
 * private and never cached, errors name no internals, mutations from another origin are refused,
 * a batch over the cap is refused before any procedure runs, and a session flooding it is slowed
 * down alone. Another family's QR is the router tests' (tests/router/wallet-vacation.test.ts); here
 * an unknown QR is not found over HTTP either.
 */
import { describe, expect, it } from 'vitest';
import { useOwnApp } from './harness/use-mock-app';
import { newBrowser } from './harness/http-client';
import { describe as describeAnswer, signIn } from './support/sign-in';

const running = useOwnApp();
const origin = () => running().origin;

const query = (path: string, input: unknown) =>
  `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
const SEATS = query('seats.program', { programId: 'vac-12_plus-1' });

describe('/api/trpc', () => {
  it('answers seats privately, with nothing but their states', async () => {
    const answer = await newBrowser(origin()).get(SEATS);
    expect(answer.status, describeAnswer(answer)).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const data = JSON.parse(answer.body).result.data.json;
    expect(Object.keys(data).sort()).toEqual(['full', 'groups']);
    expect(data.groups[2]).toEqual({ id: 'vg-12-1-3', seats: 'last' });
  });

  it('errors name no internals: no stack, no upstream path', async () => {
    const browser = newBrowser(origin());
    const unknown = await browser.get(query('wallet.pay', {}));
    expect(unknown.status).toBe(404);
    const invalid = await browser.get(query('seats.program', { programId: '' }));
    expect(invalid.status).toBe(400);
    for (const answer of [unknown, invalid]) {
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(JSON.parse(answer.body).error.json.data.stack ?? null).toBeNull();
      expect(answer.body).not.toMatch(/\bat \S+ \(|node_modules|\/api\/waitlist|server\/|\.ts\b/);
    }
  });

  it("a signed-in family's unknown QR is not found; signed out, unauthorized", async () => {
    const browser = newBrowser(origin());
    const signedOut = await browser.get(query('wallet.qrStatus', { qrId: 'qr_unknown' }));
    expect(signedOut.status).toBe(401);
    await signIn(browser, 'padre@example.com');
    const answer = await browser.get(query('wallet.qrStatus', { qrId: 'qr_unknown' }));
    expect(answer.status, describeAnswer(answer)).toBe(404);
    expect(JSON.parse(answer.body).error.json.data.code).toBe('NOT_FOUND');
  });

  it("Mis compras' settling rows: the session's own only, nothing but what the row shows", async () => {
    const signedOut = await newBrowser(origin()).get('/api/trpc/compras.states');
    expect(signedOut.status).toBe(401);
    const family = newBrowser(origin());
    await signIn(family, 'comprobantes@example.com');
    const answer = await family.get('/api/trpc/compras.states');
    expect(answer.status, describeAnswer(answer)).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const rows = JSON.parse(answer.body).result.data.json as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(['creditNote', 'receipt', 'row', 'statusLabel']);
    // Another family, with nothing settling, gets its own answer: there is no id to ask with.
    const other = newBrowser(origin());
    await signIn(other, 'padre@example.com');
    const theirs = await other.get('/api/trpc/compras.states');
    expect(JSON.parse(theirs.body).result.data.json).toEqual([]);
  });

  it("waitlist places and make-up requests: the family's own only, nothing but what the part shows", async () => {
    const DIEGO = 502;
    const signedOut = newBrowser(origin());
    for (const path of [
      query('waitlist.states', {}),
      query('makeUps.states', { childId: DIEGO }),
      query('makeUps.state', { sessionId: 1 }),
    ])
      expect((await signedOut.get(path)).status, path).toBe(401);

    const family = newBrowser(origin());
    await signIn(family, 'padre@example.com');
    const pending = await family.get(query('makeUps.states', { childId: DIEGO }));
    expect(pending.status, describeAnswer(pending)).toBe(200);
    expect(pending.headers['cache-control']).toBe('private, no-store');
    const [request] = JSON.parse(pending.body).result.data.json as Array<{ session: number; text: string }>;
    expect(request).toEqual({ session: expect.any(Number), text: 'Recuperación solicitada' });
    const state = await family.get(query('makeUps.state', { sessionId: request.session }));
    expect(JSON.parse(state.body).result.data.json).toEqual({
      status: 'solicitada',
      text: 'Recuperación solicitada',
    });
    expect((await family.get(query('waitlist.states', { childId: DIEGO }))).status).toBe(200);

    // Another family with padre@'s ids: not found, or nothing.
    const other = newBrowser(origin());
    await signIn(other, 'mama.mx@example.com');
    const theirChild = await other.get(query('makeUps.states', { childId: DIEGO }));
    expect(theirChild.status, describeAnswer(theirChild)).toBe(404);
    const theirClass = await other.get(query('makeUps.state', { sessionId: request.session }));
    expect(theirClass.status, describeAnswer(theirClass)).toBe(404);
    expect(theirClass.body).not.toContain('Recuperación');
    const places = await other.get(query('waitlist.states', { childId: DIEGO }));
    expect(JSON.parse(places.body).result.data.json).toEqual([]);
  });

  it("refuses another origin's mutation before it runs (CSRF)", async () => {
    const browser = newBrowser(origin());
    await signIn(browser, 'padre@example.com');
    const answer = await browser.send('/api/trpc/contact.send', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: {
        kind: 'fixed',
        data: JSON.stringify({ json: { tipo_de_consulta: 'soporte', message: 'Hola' } }),
      },
    });
    expect(answer.status, describeAnswer(answer)).toBe(403);
  });

  it('refuses a batch longer than 4', async () => {
    const names = Array.from({ length: 5 }, () => 'seats.program').join(',');
    const input = Object.fromEntries(
      Array.from({ length: 5 }, (_, index) => [index, { json: { programId: 'vac-12_plus-1' } }]),
    );
    const answer = await newBrowser(origin()).get(
      `/api/trpc/${names}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`,
    );
    expect(answer.status, describeAnswer(answer)).toBe(400);
  });

  it('a flooding session is answered 429 with Retry-After; another session is not', async () => {
    const flooding = newBrowser(origin());
    await signIn(flooding, 'padre@example.com');
    const statuses: number[] = [];
    for (let index = 0; index < 25; index += 1) statuses.push((await flooding.get(SEATS)).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    const refused = await flooding.get(SEATS);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    const other = newBrowser(origin());
    await signIn(other, 'padre@example.com');
    expect((await other.get(SEATS)).status).toBe(200);
  });
});
