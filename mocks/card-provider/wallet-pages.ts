/**
 * The simulated wallet app that scans a Yape or Plin QR (decision 085): the QR's link opens this
 * page, and 'Simular pago desde la billetera' approves the payment as the parent would in the app.
 */
import type { Response, Router } from 'express';
import { formatMoney } from '../../kernel/money';
import { asText, escapeHtml } from '../http/text';
import { findQr, overOperationLimit, payQr, qrState } from './wallet';

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
    // Above the wallet's most per operation (issue 75) the app says so and pays nothing.
    const qr = findQr(req.params.qrId);
    const overLimit = qr ? overOperationLimit(wallet, qr.amount) : null;
    if (overLimit) return send(res, 409, answered('Pago no realizado', escapeHtml(overLimit.detail)));
    const paid = payQr(req.params.qrId, wallet);
    send(res, paid ? 200 : 409, answered(paid ? APPROVED : 'Este código QR ya no se puede pagar'));
  });
}
