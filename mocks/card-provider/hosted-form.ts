/** The provider's hosted payment page (JavaScript off): card entry, red field errors, then back to the merchant with a token. */
import type { CardField, CardInput } from './cards';
import { escapeHtml } from '../http/text';
import { cardFields } from './card-field';
import { formatMoney } from '../../kernel/money';

/** The amount as every page of the journey writes it; anything unexpected as it came. */
function amountText(params: HostedParams): string {
  const { currency } = params;
  const amount = Number(params.amount);
  if ((currency === 'PEN' || currency === 'USD') && params.amount && Number.isFinite(amount))
    return formatMoney(amount, currency);
  return `${currency} ${params.amount}`;
}

export interface HostedParams {
  sessionKey: string;
  merchantId: string;
  purchaseNumber: string;
  amount: string;
  currency: string;
  returnUrl: string;
  cancelUrl: string;
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6fb;color:#1d1d35;margin:0}
main{max-width:440px;margin:2rem auto;background:#fff;border-radius:14px;padding:2rem;box-shadow:0 10px 30px #0001}
label{display:block;font-weight:600;margin-top:1rem}input{width:100%;box-sizing:border-box;font:inherit;padding:.7rem;border:1px solid #c9c4d8;border-radius:8px;margin-top:.3rem}
input[aria-invalid=true]{border-color:#d32f2f;box-shadow:0 0 0 1px #d32f2f;background:#fff5f5}.error{color:#d32f2f;font-size:.85rem;margin:.25rem 0 0}
button{margin-top:1.5rem;width:100%;min-height:48px;border:0;border-radius:999px;background:#0a4ea3;color:#fff;font:inherit;font-weight:700;cursor:pointer}
.amount{font-size:1.4rem;font-weight:800}.row{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:1rem}.row input{min-width:0}a{color:#0a4ea3}
@media (max-width:480px){main{margin:0;border-radius:0;padding:1.25rem 1rem;box-shadow:none}}`;

const hidden = (params: HostedParams) =>
  Object.entries(params)
    .map(([key, value]) => `<input type="hidden" name="${key}" value="${escapeHtml(value)}">`)
    .join('');

export function renderHostedForm(
  params: HostedParams,
  card: Partial<CardInput> = {},
  errors: Partial<Record<CardField, string>> = {},
): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pago seguro · Proveedor de pagos</title><style>${STYLE}</style></head><body><main>
<h1>Pago seguro</h1><p>Comercio ${escapeHtml(params.merchantId)} · Pedido N.° ${escapeHtml(
    params.purchaseNumber,
  )}</p>
<p class="amount">${escapeHtml(amountText(params))}</p>
<form method="post" action="/__card-provider/pay" novalidate>${hidden(params)}
${cardFields(card, errors, { cvcLabel: 'CVV' })}
<button type="submit">Pagar ${escapeHtml(amountText(params))}</button></form>
<p><a href="${escapeHtml(params.cancelUrl)}">Cancelar y volver al comercio</a></p></main></body></html>`;
}

/** After tokenisation: the merchant receives only the token, by a form the visitor sends on (no JavaScript needed). */
export function renderReturnPage(params: HostedParams, transactionToken: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Tarjeta verificada · Proveedor de pagos</title><style>${STYLE}</style></head><body><main>
<h1>Tarjeta verificada</h1><p>Continúa para completar tu pago en el comercio.</p>
<form method="post" action="${escapeHtml(params.returnUrl)}">
<input type="hidden" name="intent" value="pay"><input type="hidden" name="purchaseNumber" value="${escapeHtml(
    params.purchaseNumber,
  )}">
<input type="hidden" name="transactionToken" value="${escapeHtml(transactionToken)}">
<button type="submit">Continuar</button></form></main></body></html>`;
}

export function renderHostedError(message: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pago seguro · Proveedor de pagos</title><style>${STYLE}</style></head><body><main>
<h1>Pago seguro</h1><p class="error" role="alert">${escapeHtml(message)}</p></main></body></html>`;
}
