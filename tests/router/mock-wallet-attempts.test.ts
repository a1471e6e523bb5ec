/**
 * Issue 74, rule F at the simulated API: Yape and Plin approval codes are not guessed without end.
 * At most 3 wrong codes per payment (its card session) and 5 per phone in an hour; past either,
 * the payment's wallet step is closed (`attempts_exceeded`, nothing approved) and a new payment
 * offer is needed, and the phone waits for its hour. The simulator's wrong code is 000000.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_MERCHANT_ID_PEN } from '../../mocks/config';
import { db } from '../../mocks/db';
import { PHONE_WINDOW_MS } from '../../mocks/card-provider/wallet';
import { solesInvoice } from './mock-invoices-support';
import { cardSession, NIUBIZ, type Api } from './mock-sale-support';

const WRONG = '000000';
const RIGHT = '123456';

async function walletStep() {
  const { api, invoice } = await solesInvoice();
  const session = await cardSession(api, invoice.total);
  const approve = (phone: string, code: string) =>
    approval(
      api,
      { sessionKey: session.sessionKey, number: invoice.number, amount: invoice.total },
      phone,
      code,
    );
  return { api, invoice, session, approve };
}

function approval(
  api: Api,
  step: { sessionKey: string; number: string; amount: number },
  phone: string,
  code: string,
) {
  return api('POST', `${NIUBIZ}/wallet/approval/`, {
    MERCHANT_ID: MOCK_MERCHANT_ID_PEN,
    sessionKey: step.sessionKey,
    purchase_number: step.number,
    amount: step.amount,
    wallet: 'yape',
    phone,
    approval_code: code,
  });
}

const reasonOf = (answer: { body: unknown }) => answer.body as { status: string; reason?: string };

afterEach(() => {
  vi.useRealTimers();
});

describe('wrong approval codes', () => {
  it('three wrong codes on one payment close its wallet step: the right code is refused, a new offer works', async () => {
    const { api, invoice, session, approve } = await walletStep();
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(reasonOf(await approve('912345670', WRONG))).toEqual({
        status: 'refused',
        reason: 'wrong_code',
      });
    expect(reasonOf(await approve('912345670', RIGHT))).toEqual({
      status: 'refused',
      reason: 'attempts_exceeded',
    });
    // Another phone on the same payment too: the step itself is closed.
    expect(reasonOf(await approve('912345671', RIGHT))).toEqual({
      status: 'refused',
      reason: 'attempts_exceeded',
    });
    expect(db.transactionToken.count()).toBe(0);
    const qr = await api('POST', `${NIUBIZ}/wallet/qr/`, {
      MERCHANT_ID: MOCK_MERCHANT_ID_PEN,
      sessionKey: session.sessionKey,
      purchase_number: invoice.number,
      amount: invoice.total,
    });
    expect(qr.status).toBe(409);
    expect(qr.body).toMatchObject({ code: 'attempts_exceeded' });

    // The app opens a new payment offer (a new session): the phone, under its own limit, pays.
    const fresh = await cardSession(api, invoice.total);
    const approved = await approval(
      api,
      { sessionKey: fresh.sessionKey, number: invoice.number, amount: invoice.total },
      '912345670',
      RIGHT,
    );
    expect(reasonOf(approved)).toMatchObject({ status: 'approved' });
  });

  it('five wrong codes on one phone within an hour: refused on any payment until the hour has passed', async () => {
    const phone = '912345680';
    for (const wrong of [2, 2, 1]) {
      const { approve } = await walletStep();
      for (let attempt = 0; attempt < wrong; attempt += 1)
        expect(reasonOf(await approve(phone, WRONG)).reason).toBe('wrong_code');
    }
    const { approve } = await walletStep();
    expect(reasonOf(await approve(phone, RIGHT))).toEqual({ status: 'refused', reason: 'attempts_exceeded' });
    expect(reasonOf(await approve('912345681', RIGHT))).toMatchObject({ status: 'approved' });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + PHONE_WINDOW_MS + 60_000);
    const { approve: later } = await walletStep();
    expect(reasonOf(await later(phone, RIGHT))).toMatchObject({ status: 'approved' });
  });
});
