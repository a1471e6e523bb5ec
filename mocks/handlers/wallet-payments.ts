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
  findQr,
  maskPhone,
  QR_TTL_MS,
  qrState,
  refusalFor,
  walletTransactionToken,
} from '../card-provider/wallet';

const base = `${MOCK_API_URL}/api/${MOCK_CARD_PROVIDER}/wallet`;

/** The session the merchant opened, for the same merchant and amount. */
function sessionFor(body: { sessionKey: string; MERCHANT_ID: string; amount: number }) {
  const session = db.providerSession.findFirst({ where: { sessionKey: { equals: body.sessionKey } } });
  return session && session.merchantId === body.MERCHANT_ID && session.amount === body.amount
    ? session
    : null;
}

export const walletPaymentHandlers = [
  http.post(`${base}/approval/`, async ({ request }) => {
    requireUser(request);
    const body = await requireBody(request, WalletApprovalBodySchema);
    if (!sessionFor(body)) return badRequest({ sessionKey: ['Sesión de pago inválida o vencida.'] });
    const reason = refusalFor(body.phone, body.approval_code);
    const answer: WalletApprovalAnswer = reason
      ? { status: 'refused', reason }
      : {
          status: 'approved',
          wallet: body.wallet,
          transaction_token: walletTransactionToken(body.sessionKey, body.wallet, maskPhone(body.phone)),
        };
    return jsonAnswer(answer);
  }),

  http.post(`${base}/qr/`, async ({ request }) => {
    const user = requireUser(request);
    const body = await requireBody(request, WalletQrBodySchema);
    if (!sessionFor(body)) return badRequest({ sessionKey: ['Sesión de pago inválida o vencida.'] });
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
