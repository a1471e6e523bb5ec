/** The card step as a page shows it (spec §4), any sale; reads configuration only: loaders use it. */
import { formatMoney } from '@kernel/money';
import { brandCondition } from '@kernel/texts/checkout';
import { getEnv } from '../env';
import type { UserData } from '../upstream/schemas/auth';
import type { CardOffer } from './ledger';
import type { Sale } from './sale';
import { walletChoices } from './wallet-limits';

/** The provider session a card offer opened, as the step and its hosted form show it. */
export type OpenedSession = Pick<CardOffer, 'merchantId' | 'sessionKey' | 'amount' | 'currency'> & {
  purchaseNumber: string;
};

export function cardStepView(
  session: OpenedSession,
  payer: Pick<UserData, 'firstName' | 'lastName' | 'email'>,
  childName: string | null,
  /** A one-brand promotion's card brand (decision 070). */
  requiredBrand: string | null = null,
) {
  return {
    purchaseNumber: session.purchaseNumber,
    amount: session.amount,
    amountText: formatMoney(session.amount, session.currency),
    currency: session.currency,
    merchantId: session.merchantId,
    sessionKey: session.sessionKey,
    scriptUrl: getEnv().CARD_PROVIDER_SCRIPT_URL,
    payer: { firstName: payer.firstName, lastName: payer.lastName, email: payer.email },
    childName,
    brandCondition: requiredBrand === null ? null : brandCondition(requiredBrand),
    /** Yape and Plin: soles only, never for a one-brand promotion (decision 085), each with its limit. */
    wallets: session.currency === 'PEN' && requiredBrand === null ? walletChoices(session.amount) : [],
  };
}

export type CardPaymentView = ReturnType<typeof cardStepView>;

/** The step of a card offer the ledger keeps, for its sale. */
export const offerCardView = (offer: CardOffer, sale: Sale, payer: Parameters<typeof cardStepView>[1]) =>
  cardStepView(
    { ...offer, purchaseNumber: offer.number },
    payer,
    sale.child?.firstName ?? offer.vacation?.child?.firstName ?? null,
    sale.requiredBrand,
  );
