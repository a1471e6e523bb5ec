/**
 * Yape and Plin for a soles invoice (decision 085): approved and recorded as Yape (Mis compras and
 * the receipt say so), each refusal charging nothing, the provider down, never twice, another
 * family's invoice id refused, a card-brand promotion not payable by wallet.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { runWithScenario } from '../../mocks/scenarios/context';
import { authorizationsOf, trpcFailure } from './payment-support';
import { accountCaller, MINECRAFT_IN_PATH, refusal, resultOf, SOFIA } from './invoices-support';
import { invoiceSale } from '../../server/sales/sale-ref';

const APPROVED = { kind: 'code', wallet: 'yape', phone: '987654321', code: '123456' } as const;
type Approval = { kind: 'code'; wallet: 'yape' | 'plin'; phone: string; code: string };

async function walletStep(code?: string) {
  const { caller } = await accountCaller();
  const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
  if (code) await caller.invoices.applyCode({ invoiceId, code });
  const card = await caller.cardProvider.offer({ sale: invoiceSale(invoiceId) });
  const pay = async (approval: Approval = APPROVED) =>
    resultOf(
      await caller.wallet.pay({
        sale: invoiceSale(invoiceId),
        purchaseNumber: card.purchaseNumber,
        approval,
      }),
    );
  return { caller, invoiceId, card, pay };
}

const invoiceRow = (id: number) => db.invoice.findFirst({ where: { id: { equals: id } } });

describe('Yape and Plin: soles invoice', () => {
  it('approved: paid and done under Yape, one receipt; Mis compras says Yape', async () => {
    const { pay, invoiceId, card, caller } = await walletStep();
    const result = await pay();
    expect(result).toMatchObject({
      status: 'approved',
      orderNumber: card.purchaseNumber,
      amount: 'S/ 490',
      card: '*****4321',
      brand: 'Yape',
      followUpPending: false,
    });
    expect(invoiceRow(invoiceId)).toMatchObject({ status: 'paid', paymentMethod: 'yape' });
    expect(invoiceRow(invoiceId)?.doneAt).not.toBeNull();
    const rows = (await caller.invoices.purchasesView()).rows;
    expect(rows.find((row) => row.kind === 'invoice' && row.id === String(invoiceId))?.method).toBe('Yape');
  });

  it.each([
    ['wrong code', { ...APPROVED, code: '000000' }, 'wrong_code'],
    ['daily limit', { ...APPROVED, phone: '999999999' }, 'limit_exceeded'],
    ['expired code', { ...APPROVED, code: '111111' }, 'expired'],
  ] as const)(
    '%s: refused, nothing charged, the invoice still open and payable',
    async (_label, approval, reason) => {
      const { pay, invoiceId, card } = await walletStep();
      expect(await refusal(pay(approval))).toMatchObject({ kind: 'wallet-refused', reason });
      expect(authorizationsOf(card.purchaseNumber)).toHaveLength(0);
      expect(invoiceRow(invoiceId)).toMatchObject({ status: 'open' });
      expect(await pay({ ...APPROVED, wallet: 'plin' })).toMatchObject({ status: 'approved', brand: 'Plin' });
      expect(invoiceRow(invoiceId)).toMatchObject({ paymentMethod: 'plin' });
    },
  );

  it('scenarios wallet-limit and wallet-down: refused or failed, nothing authorized', async () => {
    const { pay, card } = await walletStep();
    expect(await runWithScenario('wallet-limit', () => refusal(pay()))).toMatchObject({
      reason: 'limit_exceeded',
    });
    expect(await runWithScenario('wallet-expired', () => refusal(pay()))).toMatchObject({
      reason: 'expired',
    });
    const error = await runWithScenario('wallet-down', () => trpcFailure(pay()));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(authorizationsOf(card.purchaseNumber)).toHaveLength(0);
  });

  it('never twice: double submit and a replay answer the recorded result, one authorization', async () => {
    const { pay, card } = await walletStep();
    const results = await Promise.all([pay(), pay(), pay()]);
    const replay = await pay({ ...APPROVED, code: '000000' });
    for (const result of [...results, replay]) expect(result).toEqual(results[0]);
    expect(authorizationsOf(card.purchaseNumber)).toHaveLength(1);
  });

  it("another family's invoice id is not found, and nothing is charged", async () => {
    const { invoiceId, card } = await walletStep();
    const { caller: other } = await accountCaller('mama.mx@example.com');
    const outcome = await refusal(
      other.wallet.pay({
        sale: invoiceSale(invoiceId),
        purchaseNumber: card.purchaseNumber,
        approval: APPROVED,
      }),
    );
    expect(outcome).toMatchObject({ kind: 'not-found' });
    expect(authorizationsOf(card.purchaseNumber)).toHaveLength(0);
  });

  it('a card-brand promotion (MASTERCARD20) is paid by that card only: the wallet is refused before any call', async () => {
    const { pay, card } = await walletStep('MASTERCARD20');
    expect(await refusal(pay())).toMatchObject({ kind: 'purchase-unavailable' });
    expect(authorizationsOf(card.purchaseNumber)).toHaveLength(0);
  });
});
