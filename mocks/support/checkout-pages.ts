/** Support's side of the checkout: settling pending cash codes, and the e-mails the API "sent". */
import type { Express, Request, Response } from 'express';
import { db } from '../db';
import { formatMoney } from '../../kernel/money';
import { invoiceNumber } from '../checkout/invoice-number';
import { localPaymentsIn, markLocalPaymentExpired, markLocalPaymentPaid } from '../checkout/local-payment';
import { asText, escapeHtml } from '../http/text';
import {
  maySeeSupportPages,
  postSupportForm,
  refuseSupport,
  refuseSupportForm,
  type SupportPolicy,
} from './access';

const METHOD: Record<string, string> = {
  agent: 'Agente (CIP)',
  bank_transfer: 'Transferencia bancaria (CIP)',
  convenience_store: 'Tienda de conveniencia',
};

function markForm(code: string, action: 'paid' | 'expired', label: string): string {
  return `<form method="post" action="/__mocks/pagos-locales"><input type="hidden" name="code" value="${escapeHtml(
    code,
  )}"><input type="hidden" name="action" value="${action}"><button type="submit">${label}</button></form>`;
}

function codeLine(record: ReturnType<typeof localPaymentsIn>[number], note: string): string {
  const who = `Pedido ${invoiceNumber(record.invoiceId)}`;
  return `<div><strong>${escapeHtml(record.code)}</strong> · ${escapeHtml(
    METHOD[record.method] ?? record.method,
  )} · ${escapeHtml(formatMoney(record.amount, record.currency))}<p>${escapeHtml(who)} · ${escapeHtml(
    note,
  )}</p></div>`;
}

export function renderLocalPaymentsSection(): string {
  const rows = localPaymentsIn('pending')
    .map(
      (record) =>
        `<li>${codeLine(record, `vence ${record.expiresAt}`)}${markForm(
          record.code,
          'paid',
          'Marcar pagado',
        )}${markForm(record.code, 'expired', 'Marcar vencido')}</li>`,
    )
    .join('\n');
  // Issue 74: a code the pedido's change canceled may still be paid at an agent; the API returns it.
  const canceled = localPaymentsIn('canceled')
    .slice(0, 10)
    .map(
      (record) =>
        `<li>${codeLine(record, 'anulado: si llega un pago, la API lo devuelve')}${markForm(
          record.code,
          'paid',
          'Marcar pagado igual',
        )}</li>`,
    )
    .join('\n');
  return `<section aria-labelledby="pagos-locales"><h2 id="pagos-locales">Pagos en efectivo pendientes</h2>
${rows ? `<ul>${rows}</ul>` : '<p>No hay códigos de pago pendientes.</p>'}${
    canceled ? `<h3>Códigos anulados</h3><ul>${canceled}</ul>` : ''
  }</section>
<p><a href="/__mocks/correos">Ver los correos enviados por la API simulada</a></p>`;
}

function renderOutbox(): string {
  const emails = db.outboxEmail.getAll().reverse();
  const items = emails
    .map(
      (email) => `<article><h2>${escapeHtml(email.subject)}</h2>
<dl><dt>Para</dt><dd>${escapeHtml(email.to)}</dd><dt>Fecha</dt><dd><time datetime="${escapeHtml(
        email.createdAt,
      )}">${escapeHtml(email.createdAt)}</time></dd></dl><pre>${escapeHtml(email.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Correos enviados · Backend simulado · Kodea</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1d1d35}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}dt{font-weight:600}pre{white-space:pre-wrap;font:inherit;margin:.75rem 0 0}</style></head>
<body><main><h1>Correos enviados</h1><p>Lo que la API simulada «envió» (bienvenidas, comprobantes, pedidos, códigos de pago, enlaces para restablecer la contraseña, hojas de reclamación y respuestas a consultas), del más reciente al más antiguo.</p>
${
  items || '<p>Todavía no se envió ningún correo.</p>'
}<p><a href="/__mocks">Volver a los escenarios</a></p></main></body></html>`;
}

export function mountCheckoutSupport(app: Express, policy: SupportPolicy): void {
  app.get('/__mocks/correos', (req: Request, res: Response) => {
    if (!maySeeSupportPages(req, policy)) return refuseSupport(req, res);
    res.set('Cache-Control', 'no-store');
    res.type('html').send(renderOutbox());
  });
  // Only support settles a code.
  postSupportForm(app, '/__mocks/pagos-locales', policy, (body, res) => {
    const code = asText(body?.code);
    const action = asText(body?.action);
    const done =
      action === 'paid'
        ? markLocalPaymentPaid(code)
        : action === 'expired'
        ? markLocalPaymentExpired(code)
        : false;
    if (!done) return refuseSupportForm(res, 409, 'Ese código ya no está pendiente.');
    res.redirect(303, '/__mocks#pagos-locales');
  });
}
