import express from 'express';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { mountPaymentsLedger } from '../../mocks/support/payments-ledger';
import { configuredSupportToken, isSupportToken, supportTokenStatus } from '../../mocks/support/token';
import { serve, type TestServer } from './mock-http';

const TOKEN = 'unit-support-token';

function seedPayments() {
  for (const [userId, number] of [
    [101, '1027000001'],
    [102, '1027000002'],
  ] as const) {
    db.purchase.create({
      id: number,
      userId,
      merchantId: '522591303',
      amount: 450,
      currency: 'PEN',
      description: 'Vacaciones',
      transactionId: null,
      paidAmount: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    db.authorization.create({
      id: `auth-${number}`,
      purchaseNumber: number,
      userId,
      code: 200,
      actionCode: '000',
      answer: '{}',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    db.enrollment.create({
      id: 9000 + userId,
      userId,
      course_id: 'crs-005',
      status: 'has_not_started',
      progress: 0,
      purchase: number,
    });
    db.electronicDocument.create({
      id: `B999-0000000${userId - 100}`,
      userId,
      invoiceId: null,
      purchaseId: number,
      series: 'B999',
      number: userId - 100,
      answer: '{}',
    });
    db.globalSubscription.create({
      id: `sub_${userId}`,
      userId,
      customerId: `cus_${userId}`,
      amount: 99,
      currency: 'PEN',
      description: 'Club',
      clientSecret: `sub_${userId}_secret`,
      status: 'active',
      card: null,
    });
  }
}

describe('the support token', () => {
  const previous = process.env.MOCK_SUPPORT_TOKEN;
  afterEach(() => {
    if (previous === undefined) delete process.env.MOCK_SUPPORT_TOKEN;
    else process.env.MOCK_SUPPORT_TOKEN = previous;
  });

  it('is MOCK_SUPPORT_TOKEN, and the log says only that it is set', () => {
    process.env.MOCK_SUPPORT_TOKEN = TOKEN;
    expect(configuredSupportToken()).toBe(TOKEN);
    expect(supportTokenStatus()).toBe('configurado');
    expect(isSupportToken(TOKEN)).toBe(true);
    expect(isSupportToken(`${TOKEN}x`)).toBe(false);
    expect(isSupportToken(undefined)).toBe(false);
    expect(isSupportToken(['a'])).toBe(false);
  });

  it('unset, none is made up: nothing is the token (decision 073)', () => {
    process.env.MOCK_SUPPORT_TOKEN = '';
    expect(configuredSupportToken()).toBeNull();
    expect(supportTokenStatus()).toBe('no configurado');
    expect(isSupportToken('')).toBe(false);
    expect(isSupportToken('anything')).toBe(false);
  });
});

describe('GET /__mocks/payments.json (development: own records without the token)', () => {
  let server: TestServer;
  const previous = process.env.MOCK_SUPPORT_TOKEN;

  beforeAll(async () => {
    process.env.MOCK_SUPPORT_TOKEN = TOKEN;
    const app = express();
    // The test's stand-in for the app session: the user id travels in a header.
    mountPaymentsLedger(app, {
      currentUserId: async (req) => (req.get('x-test-user') ? Number(req.get('x-test-user')) : null),
      ownRecordsWithoutToken: true,
    });
    server = await serve(app);
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.MOCK_SUPPORT_TOKEN;
    else process.env.MOCK_SUPPORT_TOKEN = previous;
    await server.close();
  });
  beforeEach(seedPayments);

  const get = (path: string, headers: Record<string, string> = {}) =>
    server.fetch(`/__mocks/payments.json${path}`, { headers });

  it('with the support token lists everyone, filtered by ?purchase=', async () => {
    const response = await get('', { 'x-mock-support-token': TOKEN });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const all = await response.json();
    expect(all.purchases.map((p: { id: string }) => p.id).sort()).toEqual(['1027000001', '1027000002']);
    expect(all.subscriptions).toHaveLength(2);
    const one = await (await get('?purchase=1027000002', { 'x-mock-support-token': TOKEN })).json();
    expect(one.authorizations).toEqual([expect.objectContaining({ purchaseNumber: '1027000002' })]);
    expect(one.enrollments).toEqual([expect.objectContaining({ purchase: '1027000002' })]);
    expect(one.purchases).toEqual([expect.objectContaining({ id: '1027000002' })]);
  });

  it("signed in, lists only the user's own records", async () => {
    const response = await get('', { 'x-test-user': '101' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const mine = await response.json();
    expect(mine.authorizations).toEqual([expect.objectContaining({ purchaseNumber: '1027000001' })]);
    expect(mine.enrollments).toEqual([expect.objectContaining({ purchase: '1027000001' })]);
    expect(mine.purchases).toEqual([expect.objectContaining({ id: '1027000001', userId: 101 })]);
    expect(mine.subscriptions).toEqual([expect.objectContaining({ id: 'sub_101' })]);
    expect(mine.receipts).toEqual([{ id: 'B999-00000001', purchaseId: '1027000001' }]);
    // Another user's purchase number finds nothing (subscriptions are not per purchase: still own only).
    const theirs = await (await get('?purchase=1027000002', { 'x-test-user': '101' })).json();
    expect(theirs).toEqual({
      authorizations: [],
      enrollments: [],
      intents: [],
      purchases: [],
      refunds: [],
      subscriptions: [expect.objectContaining({ id: 'sub_101' })],
      receipts: [],
      sales: [],
    });
    // Their own sales, as the payments ledger of issue 74 lists them: this purchase paid by its
    // authorization, beside the fixture's paid pedido; none of the other account's.
    expect(mine.sales).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sale: 'purchase:1027000001', number: '1027000001', status: 'paid' }),
        expect.objectContaining({ sale: 'invoice:88102', status: 'paid', kept: 466.65, total: 466.65 }),
      ]),
    );
    expect(mine.sales.every((sale: { userId: number }) => sale.userId === 101)).toBe(true);
  });

  it('a wrong token counts as no token', async () => {
    const response = await get('', { 'x-mock-support-token': 'guess', 'x-test-user': '102' });
    const data = await response.json();
    expect(data.purchases).toEqual([expect.objectContaining({ id: '1027000002' })]);
  });

  it('signed out and without the token answers 401', async () => {
    const attempts: Record<string, string>[] = [{}, { 'x-mock-support-token': 'guess' }];
    for (const headers of attempts) {
      const response = await get('', headers);
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ error: 'Inicia sesión o usa el token de soporte.' });
    }
  });
});

describe('GET /__mocks/payments.json (production, MOCK_BACKEND=on: the token only)', () => {
  let server: TestServer;
  const previous = process.env.MOCK_SUPPORT_TOKEN;

  beforeAll(async () => {
    process.env.MOCK_SUPPORT_TOKEN = TOKEN;
    const app = express();
    mountPaymentsLedger(app, {
      currentUserId: async (req) => (req.get('x-test-user') ? Number(req.get('x-test-user')) : null),
      ownRecordsWithoutToken: false,
    });
    server = await serve(app);
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.MOCK_SUPPORT_TOKEN;
    else process.env.MOCK_SUPPORT_TOKEN = previous;
    await server.close();
  });
  beforeEach(seedPayments);

  it('with the token, ?cuenta= narrows the ledger to one account; an unknown one is a 404', async () => {
    const ledger = (query: string) =>
      server.fetch(`/__mocks/payments.json${query}`, { headers: { 'x-mock-support-token': TOKEN } });
    const one = await ledger('?cuenta=MAMA.MX@example.com');
    expect(one.status).toBe(200);
    const data = await one.json();
    expect(data.purchases).toEqual([expect.objectContaining({ id: '1027000002', userId: 102 })]);
    expect(data.subscriptions).toEqual([expect.objectContaining({ id: 'sub_102' })]);
    expect((await ledger('?cuenta=nadie@example.com')).status).toBe(404);
    // Without the token the account filter opens nothing.
    const without = await server.fetch('/__mocks/payments.json?cuenta=mama.mx@example.com');
    expect(without.status).toBe(403);
  });

  it('signed in but without the token: refused, nothing listed', async () => {
    const response = await server.fetch('/__mocks/payments.json', { headers: { 'x-test-user': '101' } });
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'Se necesita el token de soporte.' });
  });

  it('with the token: everyone', async () => {
    const response = await server.fetch('/__mocks/payments.json', {
      headers: { 'x-mock-support-token': TOKEN },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).purchases).toHaveLength(2);
  });
});
