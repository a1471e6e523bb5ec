/**
 * The Peruvian card provider as both payment stacks use it (spec §4 "Card payment modal", §7):
 * the vacation purchase (server/vacation-purchase/) and the soles card of an invoice
 * (server/invoice-checkout/). Each stack keeps its own records, locks and follow-up; this is the
 * one place that knows the provider's conventions: the merchant by currency, the token and
 * session for an amount, one authorization, and its answer in our words (spec §8's denial text,
 * the transaction date as pages show it). Calls go through server/upstream/card-provider.ts.
 */
import { formatTransactionDate } from '@kernel/dates';
import type { Currency } from '@kernel/money';
import { denialMessage } from '@kernel/texts/payments';
import { getEnv } from '../env';
import { authorizeTransaction, createProviderSession, createProviderToken } from '../upstream/card-provider';

/** Spec §4: currency PEN uses one merchant id, any other currency another. */
export function merchantFor(currency: Currency): string {
  const env = getEnv();
  return currency === 'PEN' ? env.MERCHANT_ID_PEN : env.MERCHANT_ID_USD;
}

/** What the provider's browser form needs, and the token the authorization is sent with. */
export interface CardSession {
  merchantId: string;
  providerToken: string;
  sessionKey: string;
}

/** A provider token and session for `amount`, under the merchant of `currency`. */
export async function openCardSession(
  bearer: string,
  { currency, amount }: { currency: Currency; amount: number },
): Promise<CardSession> {
  const merchantId = merchantFor(currency);
  const providerToken = await createProviderToken(bearer, merchantId);
  const sessionKey = await createProviderSession(bearer, {
    MERCHANT_ID: merchantId,
    amount,
    token: providerToken,
  });
  return { merchantId, providerToken, sessionKey };
}

/** One charge: the session's merchant, token and amount, and the browser form's transaction token. */
export interface CardCharge {
  merchantId: string;
  amount: number;
  purchaseNumber: string;
  providerToken: string;
  transactionToken: string;
}

export type CardAuthorization =
  | {
      status: 'approved';
      purchaseNumber: string;
      transactionId: string;
      /** yymmddhhmmss, as the provider sends it. */
      transactionDate: string;
      /** 'dd/mm/yy hh:mm:ss' (spec §9). */
      dateTime: string;
      amount: number;
      currency: string;
      card: string;
      brand: string;
    }
  | {
      status: 'denied';
      purchaseNumber: string;
      actionCode: string;
      transactionDate: string;
      dateTime: string;
      /** Spec §8's text for the action code. */
      message: string;
    };

/** Authorizes one charge; callers make sure it runs at most once per purchase number. */
export async function authorizeCharge(bearer: string, charge: CardCharge): Promise<CardAuthorization> {
  const answer = await authorizeTransaction(bearer, {
    MERCHANT_ID: charge.merchantId,
    amount: charge.amount,
    purchase_number: charge.purchaseNumber,
    transaction_token: charge.transactionToken,
    token: charge.providerToken,
  });
  if (!answer.approved) {
    return {
      status: 'denied',
      purchaseNumber: charge.purchaseNumber,
      actionCode: answer.actionCode,
      transactionDate: answer.transactionDate,
      dateTime: formatTransactionDate(answer.transactionDate),
      message: denialMessage(answer.actionCode),
    };
  }
  const { order } = answer;
  return {
    status: 'approved',
    purchaseNumber: order.purchaseNumber,
    transactionId: order.transactionId,
    transactionDate: order.transactionDate,
    dateTime: formatTransactionDate(order.transactionDate),
    amount: order.amount,
    currency: order.currency,
    card: answer.card,
    brand: answer.brand,
  };
}
