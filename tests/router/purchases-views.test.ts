/**
 * Mis compras reads the family's rows through the user cache (decision 115): a family's next view
 * within its window asks the upstream nothing, its own change is seen at once, and while a row
 * waits on another party (the OSE, a refund's nota de crédito) every view asks again, so
 * 'Actualizar' shows that party's answer.
 */
import { describe, expect, it } from 'vitest';
import { forgetUserData } from '../../server/cache/user-cache';
import { loadPurchases } from '../../app/routes/dashboard.compras._index/purchases.server';
import { signedInCaller, signedInCookie } from '../support/caller';
import { upstreamRounds } from '../support/upstream-rounds';

const rowCalls = (calls: string[]) =>
  calls.filter((call) => call.includes('/api/invoices/') || call.includes('/api/purchases/'));

async function view(cookie: string) {
  const response = await loadPurchases(
    new Request('http://localhost/dashboard/compras', { headers: { cookie } }),
  );
  return (await response.json()) as { rows: { id: string }[]; live: unknown[] };
}

describe('Mis compras, viewed again', () => {
  it('asks the upstream nothing for a family whose rows it has just read', async () => {
    const cookie = await signedInCookie('padre@example.com');
    const first = await upstreamRounds(() => view(cookie));
    expect(rowCalls(first.calls)).toHaveLength(2);
    expect(first.result.live).toEqual([]);
    const again = await upstreamRounds(() => view(cookie));
    expect(rowCalls(again.calls)).toEqual([]);
    expect(again.result).toEqual(first.result);
  });

  it('asks again once the family changed something', async () => {
    const cookie = await signedInCookie('padre@example.com');
    await view(cookie);
    const { context } = await signedInCaller('padre@example.com');
    await forgetUserData(context.auth?.user.id ?? 0);
    expect(rowCalls((await upstreamRounds(() => view(cookie))).calls)).toHaveLength(2);
  });

  it('asks again on every view while a receipt waits on the OSE', async () => {
    const cookie = await signedInCookie('comprobantes@example.com');
    const first = await upstreamRounds(() => view(cookie));
    expect(first.result.live).not.toEqual([]);
    const again = await upstreamRounds(() => view(cookie));
    expect(rowCalls(again.calls)).toHaveLength(2);
    expect(again.result.live).toEqual(first.result.live);
  });

  it('shows what the live part last read: the page it renders on a change is that answer', async () => {
    const cookie = await signedInCookie('comprobantes@example.com');
    const { caller } = await signedInCaller('comprobantes@example.com');
    const polled = await caller.invoices.purchaseStates();
    expect((await view(cookie)).live).toEqual(polled);
  });
});
