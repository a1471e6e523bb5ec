/**
 * The simulated provider's Yape and Plin (decision 085): an approval answers at once, as a transaction
 * token of the session that the usual authorization charges like a card's. A QR's link opens the
 * simulated wallet app's page, where 'Simular pago desde la billetera' approves it as the parent would.
 */
import { randomUUID } from 'node:crypto';
import type { Response, Router } from 'express';
import { formatMoney } from '../../kernel/money';
import { asText, escapeHtml } from '../http/text';
import { WALLET_LABEL } from '../../kernel/texts/wallet';
import { db } from '../db';
import type { WalletQrState } from '../db/wallet-models';
import { createTransactionToken } from './cards';

export const QR_TTL_MS = 5 * 60_000;

type WalletRefusal = 'wrong_code' | 'limit_exceeded' | 'expired';

/** The test phone and codes the provider refuses (docs/payments.md "Yape y Plin"). */
export function refusalFor(phone: string, code: string): WalletRefusal | null {
  if (phone === '999999999') return 'limit_exceeded';
  if (code === '000000') return 'wrong_code';
  if (code === '111111') return 'expired';
  return null;
}

/** The most per operation, in soles: the processor's published person-to-merchant figure (issue 75). */
const MOCK_WALLET_MAX_PER_OPERATION = { yape: 500, plin: 500 } as const;

/** The API's own refusal, or null when the wallet takes the amount. */
export function overOperationLimit(wallet: 'yape' | 'plin', amount: number) {
  const max = MOCK_WALLET_MAX_PER_OPERATION[wallet];
  return amount <= max
    ? null
    : {
        code: 'over_operation_limit' as const,
        wallet,
        max_amount: max,
        detail: `${WALLET_LABEL[wallet]} permite pagos de hasta ${formatMoney(max, 'PEN')} por operación.`,
      };
}

/**
 * Wrong approval codes (issue 74): past 3 per payment (its card session) or 5 per phone in an hour,
 * the session's approvals and QRs are refused `attempts_exceeded`, and the phone's on any payment.
 */
const WRONG_CODES_PER_PAYMENT = 3;
const WRONG_CODES_PER_PHONE = 5;
export const PHONE_WINDOW_MS = 60 * 60_000;

export const ATTEMPTS_EXCEEDED = 'attempts_exceeded' as const;
export const ATTEMPTS_EXCEEDED_DETAIL =
  'Se superó el número de intentos con código de aprobación para este pago. Vuelve a abrir el pago o paga con tarjeta. No se realizó ningún cobro.';

const wrongOfPhone = (phone: string, now: Date) =>
  db.walletWrongCode
    .findMany({ where: { phone: { equals: phone } } })
    .filter((row) => Date.parse(row.createdAt) > now.getTime() - PHONE_WINDOW_MS).length;

export const sessionClosed = (sessionKey: string) =>
  db.walletClosedSession.findFirst({ where: { sessionKey: { equals: sessionKey } } }) !== null;

/** Whether an approval on this session with this phone is refused before its code is read. */
export const walletClosed = (sessionKey: string, phone: string, now: Date) =>
  sessionClosed(sessionKey) || wrongOfPhone(phone, now) >= WRONG_CODES_PER_PHONE;

/** Counts a wrong code; the payment's wallet step closes at either limit. */
export function noteWrongCode(sessionKey: string, purchaseNumber: string, phone: string, now: Date) {
  db.walletWrongCode.create({
    id: `wc_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
    sessionKey,
    purchaseNumber,
    phone,
    createdAt: now.toISOString(),
  });
  const ofPayment = db.walletWrongCode.findMany({ where: { sessionKey: { equals: sessionKey } } }).length;
  const atLimit = ofPayment >= WRONG_CODES_PER_PAYMENT || wrongOfPhone(phone, now) >= WRONG_CODES_PER_PHONE;
  if (atLimit && !sessionClosed(sessionKey))
    db.walletClosedSession.create({ sessionKey, closedAt: now.toISOString() });
}

/** An approved payment's token; the provider shows the wallet's phone masked, as it shows a card. */
export function walletTransactionToken(sessionKey: string, wallet: string, phone: string): string {
  const shown = { card: `*****${phone.slice(-4)}`, brand: wallet };
  return createTransactionToken(sessionKey, shown, { kind: 'approve' }).id;
}

export function qrState(qr: { status: WalletQrState; expiresAt: string }): WalletQrState {
  return qr.status === 'pending' && Date.parse(qr.expiresAt) <= Date.now() ? 'expired' : qr.status;
}

export const findQr = (id: string) => db.walletQr.findFirst({ where: { id: { equals: id } } });

/** The simulated wallet app's own number: a QR paid from it shows it masked, as a code's phone. */
const QR_WALLET_PHONE = '987654321';

/** What the wallet app does once the parent approves the QR's payment. */
export function payQr(id: string, wallet: 'yape' | 'plin'): boolean {
  const qr = findQr(id);
  if (!qr || qrState(qr) !== 'pending' || overOperationLimit(wallet, qr.amount)) return false;
  const transactionToken = walletTransactionToken(qr.sessionKey, wallet, QR_WALLET_PHONE);
  db.walletQr.update({
    where: { id: { equals: id } },
    data: { status: 'approved', transactionToken, wallet },
  });
  return true;
}

const page = (main: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Billetera (simulada)</title></head><body style="font-family:system-ui,sans-serif;max-width:420px;margin:2rem auto;padding:0 1rem"><main>${main}</main></body></html>`;
const send = (res: Response, status: number, main: string) =>
  res.status(status).type('html').send(page(main));

/** What the wallet app says once it has answered, and where the parent goes on. */
const answered = (title: string, line = 'Vuelve a la página de Kodea.') => `<h1>${title}</h1><p>${line}</p>`;
const APPROVED = 'Pago aprobado en la billetera';

export function mountWalletPages(router: Router): void {
  router.get('/billetera/:qrId', (req, res) => {
    const qr = findQr(req.params.qrId);
    if (!qr) return send(res, 404, '<h1>Código QR no encontrado</h1>');
    const state = qrState(qr);
    if (state !== 'pending')
      return send(res, 200, answered(state === 'approved' ? APPROVED : 'El código QR venció'));
    const amount = escapeHtml(formatMoney(qr.amount, 'PEN'));
    const choose = `<h1>Pagar ${amount}</h1><p>Pedido N.° ${escapeHtml(qr.purchaseNumber)}</p>
<form method="post"><p><label><input type="radio" name="wallet" value="yape" checked> Yape</label>
<label><input type="radio" name="wallet" value="plin"> Plin</label></p>
<button type="submit">Simular pago desde la billetera</button></form>`;
    send(res, 200, choose);
  });

  router.post('/billetera/:qrId', (req, res) => {
    const wallet = asText(req.body?.wallet) === 'plin' ? 'plin' : 'yape';
    const qr = findQr(req.params.qrId);
    const overLimit = qr ? overOperationLimit(wallet, qr.amount) : null;
    if (overLimit) return send(res, 409, answered('Pago no realizado', escapeHtml(overLimit.detail)));
    const paid = payQr(req.params.qrId, wallet);
    send(res, paid ? 200 : 409, answered(paid ? APPROVED : 'Este código QR ya no se puede pagar'));
  });
}
