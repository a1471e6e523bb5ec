/**
 * Yape's and Plin's most per operation (issue 75): the pack's S/ 990 is above both wallets'
 * S/ 500, so the step says why it is not offered, the server refuses it before the wallet is asked
 * or a QR drawn, the simulated API refuses an approval above it with a 409 and its wallet app will
 * not pay such a QR; the API's 409 becomes the Spanish message. Nothing is ever charged.
 */
import { describe, expect, it } from 'vitest';
import { payQr } from '../../mocks/card-provider/wallet';
import { runWithScenario } from '../../mocks/scenarios/context';
import { db } from '../../mocks/db';
import { cardStepView } from '../../server/sales/card-view';
import { vacationSale } from '../../server/sales/sale-ref';
import { UpstreamError } from '../../server/upstream/errors';
import { approveWithWallet, openWalletQr } from '../../server/upstream/card-provider';
import type { PaymentState } from '../../server/vacation-purchase/types';
import { refusal } from './invoices-support';
import { authorizationsOf, NAMED_BOLETA, PACK, ROBLOX, SOFIA, startedPayment } from './payment-support';

/** The pack's S/ 990 names its buyer on the boleta (above S/ 700). */
const PACK_BUYER = { ...SOFIA, receipt: NAMED_BOLETA };

const YAPE = { kind: 'code', wallet: 'yape', phone: '987654321', code: '123456' } as const;

type Started = Awaited<ReturnType<typeof startedPayment>>;

const payWith = (
  started: Started,
  payment: PaymentState,
  approval: typeof YAPE | { kind: 'qr'; qrId: string },
) =>
  started
    .checkoutCaller(payment)
    .wallet.pay({
      sale: vacationSale(payment.purchaseNumber),
      purchaseNumber: payment.purchaseNumber,
      approval,
    });

const bearerOf = (started: Started) => {
  if (!started.context.auth) throw new Error('not signed in');
  return started.context.auth.refreshToken;
};

const sessionBody = (payment: PaymentState) => ({
  MERCHANT_ID: payment.merchantId,
  sessionKey: payment.sessionKey,
  purchase_number: payment.purchaseNumber,
  amount: payment.amount,
});

describe('Yape and Plin: the limit per operation', () => {
  it('the step shows each limit and offers no wallet for the pack’s S/ 990', async () => {
    const { payment, context } = await startedPayment('padre@example.com', PACK, PACK_BUYER);
    expect(payment.amount).toBe(990);
    const user = context.auth?.user;
    if (!user) throw new Error('not signed in');
    expect(cardStepView(payment, user, 'Sofía').wallets).toEqual([
      expect.objectContaining({
        limitText: 'Yape permite pagos de hasta S/ 500 por operación.',
        offered: false,
      }),
      expect.objectContaining({
        limitText: 'Plin permite pagos de hasta S/ 500 por operación.',
        offered: false,
      }),
    ]);
    const roblox = await startedPayment('padre@example.com', ROBLOX, SOFIA);
    expect(cardStepView(roblox.payment, user, 'Sofía').wallets.every((wallet) => wallet.offered)).toBe(true);
  });

  it('the server refuses a code above the limit in Spanish, before the wallet is asked; nothing charged', async () => {
    const { payment, ...started } = await startedPayment('padre@example.com', PACK, PACK_BUYER);
    const error = await payWith({ payment, ...started }, payment, YAPE).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      message:
        'Yape permite pagos de hasta S/ 500 por operación. Este pago es mayor: paga con tarjeta. No se realizó ningún cobro.',
    });
    expect(await refusal(payWith({ payment, ...started }, payment, YAPE))).toMatchObject({
      kind: 'wallet-refused',
      reason: 'over_operation_limit',
    });
    expect(authorizationsOf(payment.purchaseNumber)).toHaveLength(0);
    expect(db.transactionToken.count()).toBe(0);
  });

  it('no QR is drawn for a total above both wallets’ limits', async () => {
    const { payment, ...started } = await startedPayment('padre@example.com', PACK, PACK_BUYER);
    const qr = started
      .checkoutCaller(payment)
      .wallet.qr({ sale: vacationSale(payment.purchaseNumber), purchaseNumber: payment.purchaseNumber });
    expect(await refusal(qr)).toMatchObject({ kind: 'wallet-refused', reason: 'over_operation_limit' });
    expect(db.walletQr.count()).toBe(0);
  });

  it('the simulated API refuses an approval above the limit with a 409, and its wallet app such a QR', async () => {
    const started = await startedPayment('padre@example.com', PACK, PACK_BUYER);
    const body = {
      ...sessionBody(started.payment),
      wallet: 'yape' as const,
      phone: '987654321',
      approval_code: '123456',
    };
    const error = await approveWithWallet(bearerOf(started), body).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({
      status: 409,
      body: { code: 'over_operation_limit', wallet: 'yape', max_amount: 500 },
    });
    const qr = await openWalletQr(bearerOf(started), sessionBody(started.payment));
    expect(payQr(qr.qr_id, 'plin')).toBe(false);
    expect(authorizationsOf(started.payment.purchaseNumber)).toHaveLength(0);
  });

  it('scenario wallet-operation-limit: the API’s 409 becomes its Spanish message, nothing charged', async () => {
    const { payment, ...started } = await startedPayment();
    const error = await runWithScenario('wallet-operation-limit', () =>
      payWith({ payment, ...started }, payment, YAPE).catch((caught: unknown) => caught),
    );
    expect(error).toMatchObject({
      outcome: { kind: 'wallet-refused', reason: 'over_operation_limit' },
      message:
        'Yape permite pagos de hasta S/ 100 por operación. Este pago es mayor: paga con tarjeta. No se realizó ningún cobro.',
    });
    expect(authorizationsOf(payment.purchaseNumber)).toHaveLength(0);
  });
});
