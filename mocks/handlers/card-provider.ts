/** Our API's card-provider endpoints; an authorization is idempotent per purchase number. */
import { randomUUID } from 'node:crypto';
import { http } from 'msw';
import { asText } from '../http/text';
import { MOCK_API_URL, MOCK_CARD_PROVIDER, MOCK_MERCHANT_ID_PEN } from '../config';
import { markPaid, requiredBrand } from '../checkout/invoice-records';
import { currentOfferSeq } from '../checkout/offers';
import { chargeRefusal, refusalAnswer } from '../checkout/sale-rules';
import {
  recordReceived,
  saleByNumber,
  saleCurrency,
  saleNumber,
  saleTotal,
  type Sale,
} from '../checkout/sales';
import { denyInvoice } from '../checkout/outbox';
import { unnamedBuyerRefusal } from '../receipts/invoice-receipt';
import { sendVacationOutcome } from '../outbox/vacation';
import type { CardOutcome } from '../card-provider/cards';
import { isWalletName } from '../../kernel/texts/wallet';
import { db } from '../db';
import { inLima } from '../outbox/dates';
import { badRequest, jsonBody, jsonAnswer, requireUser } from '../http/api-answers';

const base = `${MOCK_API_URL}/api/${MOCK_CARD_PROVIDER}`;

/** yymmddhhmmss in Lima time, as the provider stamps transactions. */
export const transactionDate = (now = new Date()) => inLima(now).format('YYMMDDHHmmss');

function approvedAnswer(
  purchase: { id: string; amount: number; currency: string },
  card: string,
  brand: string,
) {
  const date = transactionDate();
  return {
    code: 200,
    data: {
      header: { ecoreTransactionUUID: randomUUID(), millis: 812 },
      order: {
        purchaseNumber: purchase.id,
        transactionDate: date,
        amount: purchase.amount,
        currency: purchase.currency,
        transactionId: `${date}${Math.floor(Math.random() * 1e6)
          .toString()
          .padStart(6, '0')}`,
        actionCode: '000',
        status: 'Authorized',
      },
      dataMap: {
        CARD: card,
        BRAND: brand,
        ACTION_CODE: '000',
        ACTION_DESCRIPTION: 'Aprobado y completado con exito',
        STATUS: 'Authorized',
        TRANSACTION_DATE: date,
      },
    },
  };
}

function deniedAnswer(outcome: Extract<CardOutcome, { kind: 'deny' }>, card: string, brand: string) {
  const text = JSON.stringify({
    errorCode: 400,
    errorMessage: 'NOT AUTHORIZED',
    data: {
      ACTION_CODE: outcome.actionCode,
      ACTION_DESCRIPTION: outcome.description,
      TRANSACTION_DATE: transactionDate(),
      CARD: card,
      BRAND: brand,
      STATUS: 'Not Authorized',
    },
  });
  return { code: 400, [`${MOCK_CARD_PROVIDER}_response`]: { status: 400, text } };
}

function charge(outcome: CardOutcome, sale: Sale, amount: number, card: string, brand: string) {
  if (outcome.kind === 'deny') return { answer: deniedAnswer(outcome, card, brand), transactionId: null };
  const answer = approvedAnswer({ id: saleNumber(sale), amount, currency: saleCurrency(sale) }, card, brand);
  return { answer, transactionId: answer.data.order.transactionId };
}

/** The caller's sale the soles provider charges under this number: a vacation purchase or a soles pedido. */
function payable(userId: number, purchaseNumber: string) {
  const sale = saleByNumber(userId, purchaseNumber);
  if (sale?.kind === 'purchase') return { sale, merchantId: sale.purchase.merchantId };
  return sale?.invoice.currency === 'PEN' ? { sale, merchantId: MOCK_MERCHANT_ID_PEN } : null;
}

export const cardProviderHandlers = [
  http.post(`${base}/token/`, async ({ request }) => {
    requireUser(request);
    const merchantId = asText((await jsonBody(request))?.MERCHANT_ID);
    if (!/^\d+$/.test(merchantId)) return badRequest({ MERCHANT_ID: ['Este campo es requerido.'] });
    const record = db.providerToken.create({ token: `pt_${randomUUID().replace(/-/g, '')}`, merchantId });
    return jsonAnswer({ token: record.token });
  }),

  http.post(`${base}/session/`, async ({ request }) => {
    requireUser(request);
    const body = await jsonBody(request);
    const token = db.providerToken.findFirst({ where: { token: { equals: asText(body?.token) } } });
    if (!token || token.merchantId !== asText(body?.MERCHANT_ID))
      return badRequest({ token: ['Token del proveedor inválido.'] });
    if (typeof body?.amount !== 'number' || body.amount <= 0)
      return badRequest({ amount: ['Monto inválido.'] });
    const session = db.providerSession.create({
      sessionKey: `sk_${randomUUID().replace(/-/g, '')}`,
      merchantId: token.merchantId,
      amount: body.amount,
      token: token.token,
      openedSeq: currentOfferSeq(),
    });
    return jsonAnswer({
      data: { sessionKey: session.sessionKey, expirationTime: Date.now() + 15 * 60_000 },
    });
  }),

  http.post(`${base}/authorization/`, async ({ request }) => {
    const user = requireUser(request);
    const body = await jsonBody(request);
    const purchaseNumber = asText(body?.purchase_number);
    const found = payable(user.id, purchaseNumber);
    if (!found) return badRequest({ purchase_number: ['Compra inválida.'] });
    const { sale } = found;
    const amount = saleTotal(sale);
    const invoice = sale.kind === 'invoice' ? sale.invoice : null;
    if (body?.amount !== amount || asText(body?.MERCHANT_ID) !== found.merchantId) {
      return badRequest({ amount: ['El monto o el comercio no coinciden con la compra.'] });
    }
    const previous = db.authorization.findFirst({ where: { purchaseNumber: { equals: purchaseNumber } } });
    if (previous) return jsonAnswer(JSON.parse(previous.answer));
    if (invoice && invoice.status !== 'open')
      return badRequest({ purchase_number: ['El pedido ya no está abierto.'] });
    const unnamed = invoice && unnamedBuyerRefusal(invoice, amount);
    if (unnamed) return unnamed;

    const transaction = db.transactionToken.findFirst({
      where: { id: { equals: asText(body?.transaction_token) } },
    });
    const session = transaction
      ? db.providerSession.findFirst({ where: { sessionKey: { equals: transaction.sessionKey } } })
      : null;
    if (
      !transaction ||
      transaction.used ||
      !session ||
      session.token !== asText(body?.token) ||
      session.amount !== amount
    ) {
      return badRequest({ transaction_token: ['Token de transacción inválido o ya utilizado.'] });
    }
    // A brand promotion's total holds only for its brand's card: refused before any charge (decision 070).
    const brand = invoice ? requiredBrand(invoice) : null;
    if (brand !== null && transaction.brand !== brand)
      return badRequest({
        transaction_token: [`La promoción de este pedido es solo para tarjetas ${brand}.`],
      });
    // The sale's rules (issue 74): a session voided by a change, or a seat gone, charges nothing.
    const refusal = chargeRefusal(sale, { amount, openedSeq: session.openedSeq });
    if (refusal) return refusalAnswer(sale, refusal);
    db.transactionToken.update({ where: { id: { equals: transaction.id } }, data: { used: true } });
    const outcome = JSON.parse(transaction.outcome) as CardOutcome;
    const { answer, transactionId } = charge(outcome, sale, amount, transaction.card, transaction.brand);
    const authorization = db.authorization.create({
      id: randomUUID(),
      purchaseNumber,
      userId: user.id,
      code: answer.code,
      actionCode: outcome.kind === 'deny' ? outcome.actionCode : '000',
      card: transaction.card,
      brand: transaction.brand,
      answer: JSON.stringify(answer),
      createdAt: new Date().toISOString(),
    });
    // A Yape or Plin token pays under the wallet's name (decision 085).
    const method = isWalletName(transaction.brand) ? transaction.brand : 'card';
    if (transactionId !== null) recordReceived(sale, { method, amount, reference: transactionId });
    if (sale.kind === 'purchase') sendVacationOutcome(sale.purchase, authorization);
    else if (transactionId !== null) markPaid(sale.invoice, method, transactionId);
    else denyInvoice(sale.invoice);
    return jsonAnswer(answer);
  }),
];
