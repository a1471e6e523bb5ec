/**
 * The simulated upstream's kept answers (mocks/db/kept-until-change.ts): made once while nothing
 * changes, made again after any change to its database; an invoice's is never kept past the
 * expiry of a pending payment code it shows.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { resetDatabase } from '../../mocks/db/seed';
import { invoiceAnswerText, keptInvoiceAnswer } from '../../mocks/checkout/kept-invoice-answers';
import { keptUntilChange } from '../../mocks/db/kept-until-change';
import type { Invoice } from '../../server/upstream/schemas/invoices';

afterEach(() => {
  vi.useRealTimers();
  resetDatabase();
});

let nextInvoiceId = 70_000;

/** An answer-making function that counts its calls; `localPayment` shows a code, or none. */
function maker(localPayment: Invoice['local_payment'] = null) {
  const calls = { count: 0 };
  const make = () => {
    calls.count += 1;
    const answer = { invoice_id: 1, status: 'open', local_payment: localPayment } as unknown as Invoice;
    return { ok: true as const, answer };
  };
  return { calls, make };
}

describe('keptInvoiceAnswer', () => {
  it('makes a family’s answer once while nothing changes, and apart for each family and invoice', () => {
    const invoiceId = nextInvoiceId++;
    const { calls, make } = maker();
    const first = keptInvoiceAnswer(1, invoiceId, make);
    expect(keptInvoiceAnswer(1, invoiceId, make)).toEqual(first);
    expect(calls.count).toBe(1);
    keptInvoiceAnswer(2, invoiceId, make);
    keptInvoiceAnswer(1, invoiceId + 1, make);
    expect(calls.count).toBe(3);
  });

  it('makes it again after any change to the database', () => {
    const invoiceId = nextInvoiceId++;
    const { calls, make } = maker();
    keptInvoiceAnswer(1, invoiceId, make);
    const [user] = db.user.getAll();
    if (!user) throw new Error('no fixture users');
    db.user.update({ where: { id: { equals: user.id } }, data: { firstName: 'Otra' } });
    keptInvoiceAnswer(1, invoiceId, make);
    expect(calls.count).toBe(2);
  });

  it('keeps an answer with a pending code only until the code expires', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    const invoiceId = nextInvoiceId++;
    const { calls, make } = maker({
      payment_code: '123456',
      method: 'agent',
      amount: 450,
      currency: 'PEN',
      expires_at: '2026-11-25T12:00:00Z',
      instructions: ['Paga en un agente'],
      status: 'pending',
    });
    keptInvoiceAnswer(1, invoiceId, make);
    vi.setSystemTime(new Date('2026-11-25T11:59:59Z'));
    keptInvoiceAnswer(1, invoiceId, make);
    expect(calls.count).toBe(1);
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    keptInvoiceAnswer(1, invoiceId, make);
    expect(calls.count).toBe(2);
  });

  it('never keeps a refusal', () => {
    const invoiceId = nextInvoiceId++;
    let calls = 0;
    const refuse = () => {
      calls += 1;
      return { ok: false as const, refusal: 404 };
    };
    expect(keptInvoiceAnswer(1, invoiceId, refuse)).toEqual({ ok: false, refusal: 404 });
    keptInvoiceAnswer(1, invoiceId, refuse);
    expect(calls).toBe(2);
  });

  it('writes a kept answer’s JSON once; a new answer (after a change) gets its own', () => {
    const invoiceId = nextInvoiceId++;
    const { make } = maker();
    const kept = keptInvoiceAnswer(1, invoiceId, make);
    if (!kept.ok) throw new Error('refused');
    const text = invoiceAnswerText(kept.answer);
    expect(JSON.parse(text)).toEqual({ data: kept.answer });
    expect(invoiceAnswerText(kept.answer)).toBe(text);
    const changed = { ...kept.answer, status: 'paid' } as Invoice;
    expect(JSON.parse(invoiceAnswerText(changed))).toEqual({ data: changed });
  });
});

describe('keptUntilChange(…).answer', () => {
  it('keeps an answer that is always made until the database changes (a family’s referrals)', () => {
    const overviews = keptUntilChange<{ made: number }>();
    let made = 0;
    const make = () => ({ made: ++made });
    expect(overviews.answer('1', make)).toEqual({ made: 1 });
    expect(overviews.answer('1', make)).toEqual({ made: 1 });
    expect(overviews.answer('2', make)).toEqual({ made: 2 });
    const [child] = db.child.getAll();
    if (!child) throw new Error('no fixture children');
    db.child.update({ where: { id: { equals: child.id } }, data: { first_name: 'Otra' } });
    expect(overviews.answer('1', make)).toEqual({ made: 3 });
  });
});
