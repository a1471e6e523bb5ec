/** Checkout records: the outcome is written before any follow-up, so a payment is charged at most once. */
import { readJson, writeJson } from '../store/json';

const OPEN_TTL_MS = 24 * 60 * 60_000;
const CARD_TTL_MS = 60 * 60_000;
const OUTCOME_TTL_MS = 400 * 24 * 60 * 60_000;

export type StepStatus = 'done' | 'pending';

export interface FollowUp {
  done: StepStatus;
  email: StepStatus;
}

/** Yape and Plin are charged through the soles card's provider session (decision 085). */
export type PaidWith = 'card' | 'global_card' | 'yape' | 'plin';

export interface ApprovedPayment {
  status: 'approved';
  invoiceId: number;
  number: string;
  method: PaidWith;
  reference: string;
  /** As the result screen shows it (spec §9). */
  dateTime: string;
  amount: number;
  currency: 'PEN' | 'USD';
  card: string | null;
  brand: string | null;
  payerName: string;
  description: string;
  /** Soles: always true. */
  reported: boolean;
  followUp: FollowUp;
}

export interface DeniedPayment {
  status: 'denied';
  invoiceId: number;
  number: string;
  method: PaidWith;
  reference: string | null;
  dateTime: string;
  /** Spec §8's text for the denial. */
  message: string;
}

export type InvoicePayment = ApprovedPayment | DeniedPayment;

export interface CardSession {
  invoiceId: number;
  purchaseNumber: string;
  merchantId: string;
  amount: number;
  providerToken: string;
  sessionKey: string;
}

const openKey = (userId: number, childId: number, item: string) =>
  `invoice:open:${userId}:${childId}:${item}`;
const cardKey = (invoiceId: number) => `invoice:card:${invoiceId}`;
const paymentKey = (invoiceId: number) => `invoice:payment:${invoiceId}`;
const intentKey = (invoiceId: number) => `invoice:intent:${invoiceId}`;

export const getOpenInvoiceId = (userId: number, childId: number, item: string) =>
  readJson<number>(openKey(userId, childId, item));

export const saveOpenInvoiceId = (userId: number, childId: number, item: string, invoiceId: number) =>
  writeJson(openKey(userId, childId, item), invoiceId, OPEN_TTL_MS);

export const getCardSession = (invoiceId: number) => readJson<CardSession>(cardKey(invoiceId));

export const saveCardSession = (session: CardSession) =>
  writeJson(cardKey(session.invoiceId), session, CARD_TTL_MS);

/** The dollar intent last opened for an invoice: a new session finds its step again. */
export const getOpenIntentId = (invoiceId: number) => readJson<string>(intentKey(invoiceId));

export const saveOpenIntentId = (invoiceId: number, intentId: string) =>
  writeJson(intentKey(invoiceId), intentId, CARD_TTL_MS);

export const getInvoicePayment = (invoiceId: number) => readJson<InvoicePayment>(paymentKey(invoiceId));

export const saveInvoicePayment = (payment: InvoicePayment) =>
  writeJson(paymentKey(payment.invoiceId), payment, OUTCOME_TTL_MS);
