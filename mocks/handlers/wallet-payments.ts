/** Our API's Yape and Plin endpoints of the card provider (decision 085); the charge is the usual authorization. */
import { randomUUID } from 'node:crypto';
import { http } from 'msw';
import {
  WalletApprovalBodySchema,
  WalletQrBodySchema,
  type WalletApprovalAnswer,
  type WalletQrStatus,
} from '../../server/upstream/schemas/wallet';
import { MOCK_API_URL, MOCK_CARD_PROVIDER, MOCK_PROVIDER_BASE_PATH } from '../config';
import { db } from '../db';
import { badRequest, jsonAnswer, notFound, requireUser } from '../http/api-answers';
import { requireBody } from '../checkout/body';
import { siteLink } from '../outbox/send';
import {
  ATTEMPTS_EXCEEDED,
  ATTEMPTS_EXCEEDED_DETAIL,
  findQr,
  noteWrongCode,
  overOperationLimit,
  QR_TTL_MS,
  qrState,
  refusalFor,
  sessionClosed,
  walletClosed,
  walletTransactionToken,
} from '../card-provider/wallet';
import { chargeRefusal, refusalAnswer } from '../checkout/sale-rules';
import { saleByNumber } from '../checkout/sales';

/** `attempts_exceeded` (issue 74) is not yet in the app's WalletRefusalSchema: see mocks/README.md. */
type ApprovalAnswer = WalletApprovalAnswer | { status: 'refused'; reason: typeof ATTEMPTS_EXCEEDED };

const base = `${MOCK_API_URL}/api/${MOCK_CARD_PROVIDER}/wallet`;

const INVALID_SALE = { purchase_number: ['Compra inválida.'] };

/** The session the merchant opened, for the same merchant and amount. */
function sessionFor(body: { sessionKey: string; MERCHANT_ID: string; amount: number }) {
  const session = db.providerSession.findFirst({ where: { sessionKey: { equals: body.sessionKey } } });
  return session && session.merchantId === body.MERCHANT_ID && session.amount === body.amount
    ? session
    : null;
}

export const walletPaymentHandlers = [
  http.post(`${base}/approval/`, async ({ request }) => {
    const user = requireUser(request);
    const body = await requireBody(request, WalletApprovalBodySchema);
    const session = sessionFor(body);
    if (!session) return badRequest({ sessionKey: ['Sesión de pago inválida o vencida.'] });
    const sale = saleByNumber(user.id, body.purchase_number);
    if (!sale) return badRequest(INVALID_SALE);
    const now = new Date();
    // Too many wrong codes on this payment or this phone: closed before the code is read (issue 74).
    if (walletClosed(session.sessionKey, body.phone, now))
      return jsonAnswer({ status: 'refused', reason: ATTEMPTS_EXCEEDED } satisfies ApprovalAnswer);
    // The sale's rules: its total now, an offer not voided by a change, its seat (sale-rules.ts).
    const refusal = chargeRefusal(sale, { amount: body.amount, openedSeq: session.openedSeq }, now);
    if (refusal) return refusalAnswer(sale, refusal);
    // Above the wallet's most per operation (issue 75): refused before the wallet is asked.
    const overLimit = overOperationLimit(body.wallet, body.amount);
    if (overLimit) return jsonAnswer(overLimit, { status: 409 });
    const reason = refusalFor(body.phone, body.approval_code);
    if (reason === 'wrong_code') noteWrongCode(session.sessionKey, body.purchase_number, body.phone, now);
    const answer: ApprovalAnswer = reason
      ? { status: 'refused', reason }
      : {
          status: 'approved',
          wallet: body.wallet,
          transaction_token: walletTransactionToken(body.sessionKey, body.wallet, body.phone),
        };
    return jsonAnswer(answer);
  }),

  http.post(`${base}/qr/`, async ({ request }) => {
    const user = requireUser(request);
    const body = await requireBody(request, WalletQrBodySchema);
    const session = sessionFor(body);
    if (!session) return badRequest({ sessionKey: ['Sesión de pago inválida o vencida.'] });
    const sale = saleByNumber(user.id, body.purchase_number);
    if (!sale) return badRequest(INVALID_SALE);
    if (sessionClosed(session.sessionKey))
      return jsonAnswer({ code: ATTEMPTS_EXCEEDED, detail: ATTEMPTS_EXCEEDED_DETAIL }, { status: 409 });
    const refusal = chargeRefusal(sale, { amount: body.amount, openedSeq: session.openedSeq });
    if (refusal) return refusalAnswer(sale, refusal);
    const qr = db.walletQr.create({
      id: `qr_${randomUUID().replace(/-/g, '')}`,
      userId: user.id,
      sessionKey: body.sessionKey,
      purchaseNumber: body.purchase_number,
      amount: body.amount,
      expiresAt: new Date(Date.now() + QR_TTL_MS).toISOString(),
    });
    // In mock mode the "wallet" that scans it is a page of the simulated provider.
    const data = siteLink(`${MOCK_PROVIDER_BASE_PATH}/billetera/${qr.id}`);
    return jsonAnswer({ qr_id: qr.id, qr_data: data, expires_at: qr.expiresAt }, { status: 201 });
  }),

  http.get(`${base}/qr/:id/`, ({ request, params }) => {
    const user = requireUser(request);
    const qr = findQr(String(params.id));
    // Another account's QR is not there for this caller.
    if (!qr || qr.userId !== user.id) return notFound();
    const state = qrState(qr);
    const answer: WalletQrStatus =
      state === 'approved' && qr.transactionToken && (qr.wallet === 'yape' || qr.wallet === 'plin')
        ? { status: 'approved', transaction_token: qr.transactionToken, wallet: qr.wallet }
        : { status: state === 'approved' ? 'pending' : state };
    return jsonAnswer(answer);
  }),
];
