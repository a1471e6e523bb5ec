/** Both providers' hosted pages (JavaScript off): card entry with red field errors, back to the merchant. */
import { brandOf, CVC_LABEL, type CardErrors, type CardField, type CardInput } from './cards';
import { escapeHtml } from '../http/text';
import { formatMoney } from '../../kernel/money';

export const HOSTED_FIELDS = [
  'sessionKey',
  'merchantId',
  'purchaseNumber',
  'amount',
  'currency',
  'returnUrl',
  'cancelUrl',
] as const;
export type HostedParams = Record<(typeof HOSTED_FIELDS)[number], string>;

export const GLOBAL_FIELDS = ['client_secret', 'return_url'] as const;
export type GlobalHostedParams = Record<(typeof GLOBAL_FIELDS)[number], string>;

const SOLES_STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6fb;color:#1d1d35;margin:0}
main{max-width:440px;margin:2rem auto;background:#fff;border-radius:14px;padding:2rem;box-shadow:0 10px 30px #0001}
label{display:block;font-weight:600;margin-top:1rem}input{width:100%;box-sizing:border-box;font:inherit;padding:.7rem;border:1px solid #c9c4d8;border-radius:8px;margin-top:.3rem}
input[aria-invalid=true]{border-color:#d32f2f;box-shadow:0 0 0 1px #d32f2f;background:#fff5f5}.error{color:#d32f2f;font-size:.85rem;margin:.25rem 0 0}
button{margin-top:1.5rem;width:100%;min-height:48px;border:0;border-radius:999px;background:#0a4ea3;color:#fff;font:inherit;font-weight:700;cursor:pointer}
.amount{font-size:1.4rem;font-weight:800}.row{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:1rem}.row input{min-width:0}a{color:#0a4ea3}
@media (max-width:480px){main{margin:0;border-radius:0;padding:1.25rem 1rem;box-shadow:none}}`;

const GLOBAL_STYLE = `body{font-family:system-ui,sans-serif;background:#f6f9fc;color:#1a1f36;margin:0}
main{max-width:420px;margin:2rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 8px 24px #0001;position:relative}
label{display:block;font-weight:600;margin-top:1rem}input{width:100%;box-sizing:border-box;font:inherit;padding:.7rem;border:1px solid #cfd7df;border-radius:6px;margin-top:.3rem}
input[aria-invalid=true]{border-color:#df1b41;box-shadow:0 0 0 1px #df1b41}.error{color:#df1b41;font-size:.85rem;margin:.25rem 0 0}
button{margin-top:1.5rem;width:100%;min-height:48px;border:0;border-radius:6px;background:#635bff;color:#fff;font:inherit;font-weight:700}
.row{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:1rem}.row input{min-width:0}
@media (max-width:480px){main{margin:0;border-radius:0;padding:1.25rem 1rem;box-shadow:none}}.close{position:absolute;right:1rem;top:.5rem;font-size:1.6rem;text-decoration:none;color:#697386}.brand{color:#697386;font-size:.85rem}`;

const VIEWPORT = '<meta name="viewport" content="width=device-width,initial-scale=1">\n';

function page(title: string, style: string, main: string) {
  const head = `<meta charset="utf-8">${VIEWPORT}<title>${title}</title><style>${style}</style>`;
  return `<!doctype html><html lang="es"><head>${head}</head><body><main>${main}</main></body></html>`;
}

const solesPage = (heading: string, main: string) =>
  page(`${heading} · Proveedor de pagos`, SOLES_STYLE, `\n<h1>${heading}</h1>${main}`);

const globalPage = (main: string) =>
  page('Pago con tarjeta', GLOBAL_STYLE, `<h1>Pago con tarjeta</h1>\n${main}`);

const alert = (message: string) => `<p class="error" role="alert">${escapeHtml(message)}</p>`;

const hidden = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `<input type="hidden" name="${key}" value="${escapeHtml(value)}">`)
    .join('');

/** The four card inputs, each with its red error; the CVC is never echoed back. */
function cardFields(card: Partial<CardInput>, errors: CardErrors, cvcLabel: string, afterNumber = '') {
  const field = (name: CardField, label: string, attrs: string, value = card[name] ?? '') => {
    const error = errors[name];
    const invalid = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
    const message = error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : '';
    const input = `<input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attrs}${invalid}>`;
    return `<label for="${name}">${label}</label>${input}${message}`;
  };
  const expiry = field('expiry', 'Vencimiento (MM/AA)', 'placeholder="MM/AA" autocomplete="cc-exp"');
  const cvc = field('cvc', cvcLabel, 'inputmode="numeric" autocomplete="cc-csc"', '');
  return [
    field('name', 'Nombre del titular', 'autocomplete="cc-name"'),
    field('number', 'Número de tarjeta', 'inputmode="numeric" autocomplete="cc-number"') + afterNumber,
    `<div class="row"><div>${expiry}</div>\n<div>${cvc}</div></div>`,
  ].join('\n');
}

/** The amount as every page of the journey writes it; anything unexpected as it came. */
function amountText(params: HostedParams): string {
  const { currency } = params;
  const amount = Number(params.amount);
  if ((currency === 'PEN' || currency === 'USD') && params.amount && Number.isFinite(amount))
    return formatMoney(amount, currency);
  return `${currency} ${params.amount}`;
}

export function renderHostedForm(
  params: HostedParams,
  card: Partial<CardInput> = {},
  errors: CardErrors = {},
) {
  const amount = escapeHtml(amountText(params));
  return solesPage(
    'Pago seguro',
    `<p>Comercio ${escapeHtml(params.merchantId)} · Pedido N.° ${escapeHtml(params.purchaseNumber)}</p>
<p class="amount">${amount}</p>
<form method="post" action="/__card-provider/pay" novalidate>${hidden(params)}
${cardFields(card, errors, 'CVV')}
<button type="submit">Pagar ${amount}</button></form>
<p><a href="${escapeHtml(params.cancelUrl)}">Cancelar y volver al comercio</a></p>`,
  );
}

/** After tokenisation the merchant gets only the token, by a form the visitor sends on (no JavaScript). */
export function renderReturnPage(params: HostedParams, transactionToken: string): string {
  return solesPage(
    'Tarjeta verificada',
    `<p>Continúa para completar tu pago en el comercio.</p>
<form method="post" action="${escapeHtml(params.returnUrl)}">
${hidden({ intent: 'pay', purchaseNumber: params.purchaseNumber })}
${hidden({ transactionToken })}
<button type="submit">Continuar</button></form>`,
  );
}

export const renderHostedError = (message: string) => solesPage('Pago seguro', alert(message));

/** The spec's card form screen, in the spec's words ('CVC', 'PAY'; docs/payments.md). */
export function renderGlobalCheckout(
  params: GlobalHostedParams,
  card: Partial<CardInput> = {},
  errors: CardErrors = {},
  formError = '',
): string {
  const brand = card.number ? brandOf(card.number) : '';
  const brandLine = brand ? `<p class="brand">${escapeHtml(brand.toUpperCase())}</p>` : '';
  return globalPage(`<form method="post" action="/__card-provider/global/checkout" novalidate>
${hidden(params)}
${cardFields(card, errors, CVC_LABEL, brandLine)}
${formError ? alert(formError) : ''}
<button type="submit">PAY</button></form>`);
}

export function renderGlobalThanks(params: GlobalHostedParams): string {
  const close = `<a class="close" href="${escapeHtml(params.return_url)}" aria-label="Cerrar">×</a>`;
  const thanks = '<p role="status">Thanks you for your payment.</p>';
  return page('Pago con tarjeta', GLOBAL_STYLE, `\n${close}${thanks}`);
}

export const renderGlobalError = (message: string) => globalPage(alert(message));
