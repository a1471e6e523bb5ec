/**
 * The global provider's hosted card form (JavaScript off): the spec's card form screen, its words as
 * the spec writes them ('CVC', 'PAY'), then the thanks message.
 */
import { brandOf, CVC_LABEL, type CardField, type CardInput } from '../cards';
import { escapeHtml } from '../../http/text';
import { cardFields } from '../card-field';

const STYLE = `body{font-family:system-ui,sans-serif;background:#f6f9fc;color:#1a1f36;margin:0}
main{max-width:420px;margin:2rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 8px 24px #0001;position:relative}
label{display:block;font-weight:600;margin-top:1rem}input{width:100%;box-sizing:border-box;font:inherit;padding:.7rem;border:1px solid #cfd7df;border-radius:6px;margin-top:.3rem}
input[aria-invalid=true]{border-color:#df1b41;box-shadow:0 0 0 1px #df1b41}.error{color:#df1b41;font-size:.85rem;margin:.25rem 0 0}
button{margin-top:1.5rem;width:100%;min-height:48px;border:0;border-radius:6px;background:#635bff;color:#fff;font:inherit;font-weight:700}
.row{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:1rem}.row input{min-width:0}
@media (max-width:480px){main{margin:0;border-radius:0;padding:1.25rem 1rem;box-shadow:none}}.close{position:absolute;right:1rem;top:.5rem;font-size:1.6rem;text-decoration:none;color:#697386}.brand{color:#697386;font-size:.85rem}`;

export interface GlobalHostedParams {
  client_secret: string;
  return_url: string;
}

export function renderGlobalCheckout(
  params: GlobalHostedParams,
  card: Partial<CardInput> = {},
  errors: Partial<Record<CardField, string>> = {},
  formError = '',
): string {
  const brand = card.number ? brandOf(card.number) : '';
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pago con tarjeta</title><style>${STYLE}</style></head><body><main><h1>Pago con tarjeta</h1>
<form method="post" action="/__card-provider/global/checkout" novalidate>
<input type="hidden" name="client_secret" value="${escapeHtml(
    params.client_secret,
  )}"><input type="hidden" name="return_url" value="${escapeHtml(params.return_url)}">
${cardFields(card, errors, {
  cvcLabel: CVC_LABEL,
  afterNumber: brand ? `<p class="brand">${escapeHtml(brand.toUpperCase())}</p>` : '',
})}
${formError ? `<p class="error" role="alert">${escapeHtml(formError)}</p>` : ''}
<button type="submit">PAY</button></form></main></body></html>`;
}

export function renderGlobalThanks(params: GlobalHostedParams): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Pago con tarjeta</title><style>${STYLE}</style></head><body><main>
<a class="close" href="${escapeHtml(
    params.return_url,
  )}" aria-label="Cerrar">×</a><p role="status">Thanks you for your payment.</p></main></body></html>`;
}

export function renderGlobalError(message: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pago con tarjeta</title><style>${STYLE}</style></head><body><main><h1>Pago con tarjeta</h1>
<p class="error" role="alert">${escapeHtml(message)}</p></main></body></html>`;
}
