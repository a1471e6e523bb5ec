/**
 * The one card-provider adapter both payment stacks use (server/card-provider/adapter.ts): the
 * merchant by currency, a provider session for an amount, and one authorization read in our
 * words, against the mock provider.
 */
import { describe, expect, it } from 'vitest';
import { denialMessage } from '@kernel/texts/payments';
import { MOCK_MERCHANT_ID_PEN, MOCK_MERCHANT_ID_USD } from '../../mocks/config';
import { authorizeCharge, merchantFor, openCardSession } from '../../server/card-provider/adapter';
import { CARDS, offerOf, startedPayment, transactionToken } from './payment-support';

/** A vacation purchase started for Sofía, and the card charge the adapter is asked for. */
async function chargeOf(card: string) {
  const { context, payment } = await startedPayment();
  const bearer = context.auth?.refreshToken ?? '';
  const { providerToken } = await offerOf(payment);
  return {
    bearer,
    payment,
    offer: {
      merchantId: payment.merchantId,
      amount: payment.amount,
      number: payment.purchaseNumber,
      providerToken,
    },
    token: transactionToken(payment.sessionKey, card),
  };
}

describe('card-provider adapter', () => {
  it('chooses the merchant by currency: soles one, any other currency the other (spec §4)', () => {
    expect(merchantFor('PEN')).toBe(MOCK_MERCHANT_ID_PEN);
    expect(merchantFor('USD')).toBe(MOCK_MERCHANT_ID_USD);
  });

  it('opens a provider session for an amount under the currency’s merchant', async () => {
    const { bearer } = await chargeOf(CARDS.visa);
    const session = await openCardSession(bearer, { currency: 'PEN', amount: 150 });
    expect(session).toEqual({
      merchantId: MOCK_MERCHANT_ID_PEN,
      providerToken: expect.stringMatching(/^pt_/),
      sessionKey: expect.stringMatching(/^sk_/),
    });
  });

  it('reads an approval with the order’s figures and the date as the provider sends it', async () => {
    const { bearer, payment, offer, token } = await chargeOf(CARDS.visa);
    const answer = await authorizeCharge(bearer, offer, token);
    expect(answer).toMatchObject({
      status: 'approved',
      purchaseNumber: payment.purchaseNumber,
      amount: payment.amount,
      currency: payment.currency,
      card: expect.stringContaining('9067'),
      brand: 'visa',
      transactionId: expect.any(String),
      transactionDate: expect.stringMatching(/^\d{12}$/),
    });
  });

  it('reads a denial with its action code, spec §8’s text and the provider’s date', async () => {
    const { bearer, payment, offer, token } = await chargeOf(CARDS.deny180);
    const answer = await authorizeCharge(bearer, offer, token);
    expect(answer).toMatchObject({
      status: 'denied',
      purchaseNumber: payment.purchaseNumber,
      actionCode: '180',
      message: denialMessage('180'),
      transactionDate: expect.stringMatching(/^\d{12}$/),
    });
  });
});
