/**
 * The simulated wallet app that scans a Yape or Plin QR (decision 085): the QR's link opens this
 * page, and 'Simular pago desde la billetera' approves the payment as the parent would in the app.
 */
import type { Router } from 'express';
import { formatMoney } from '../../kernel/money';
import { asText, escapeHtml } from '../http/text';
import { findQr, payQr, qrState } from './wallet';
import { overOperationLimit } from './wallet-limits';

const page = (body: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Billetera (simulada)</title></head><body style="font-family:system-ui,sans-serif;max-width:420px;margin:2rem auto;padding:0 1rem"><main>${body}</main></body></html>`;

export function mountWalletPages(router: Router): void {
  router.get('/billetera/:qrId', (req, res) => {
    const qr = findQr(req.params.qrId);
    if (!qr) return res.status(404).type('html').send(page('<h1>Código QR no encontrado</h1>'));
    const state = qrState(qr);
    const amount = escapeHtml(formatMoney(qr.amount, 'PEN'));
    const body =
      state === 'pending'
        ? `<h1>Pagar ${amount}</h1><p>Pedido N.° ${escapeHtml(qr.purchaseNumber)}</p>
<form method="post"><p><label><input type="radio" name="wallet" value="yape" checked> Yape</label>
<label><input type="radio" name="wallet" value="plin"> Plin</label></p>
<button type="submit">Simular pago desde la billetera</button></form>`
        : `<h1>${
            state === 'approved' ? 'Pago aprobado en la billetera' : 'El código QR venció'
          }</h1><p>Vuelve a la página de Kodea.</p>`;
    res.type('html').send(page(body));
  });

  router.post('/billetera/:qrId', (req, res) => {
    const body: Record<string, unknown> = req.body ?? {};
    const wallet = asText(body.wallet) === 'plin' ? 'plin' : 'yape';
    // Above the wallet's most per operation (issue 75) the app says so and pays nothing.
    const qr = findQr(req.params.qrId);
    const overLimit = qr ? overOperationLimit(wallet, qr.amount) : null;
    if (overLimit)
      return res
        .status(409)
        .type('html')
        .send(page(`<h1>Pago no realizado</h1><p>${escapeHtml(overLimit.detail)}</p>`));
    const paid = payQr(req.params.qrId, wallet);
    res
      .status(paid ? 200 : 409)
      .type('html')
      .send(
        page(
          `<h1>${
            paid ? 'Pago aprobado en la billetera' : 'Este código QR ya no se puede pagar'
          }</h1><p>Vuelve a la página de Kodea.</p>`,
        ),
      );
  });
}
