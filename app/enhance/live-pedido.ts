// A pedido whose cash code waits to be paid at an agent, and Mis compras while a receipt waits on
// the OSE or a refund on its nota de crédito (issue 77). Neither page hydrates then; this asks
// /api/trpc for the part's state (the procedure its loader renders from) every 30 s while the tab
// is visible, at once on coming back if due, and when it changed fetches the page again and puts
// its new body in place, as a form sent in place does. No reload; nothing in a background tab.
import { everyVisible, procedureUrl, readProcedure } from './live-query';

export const LIVE_PEDIDO_SELECTOR = '[data-live-pedido]';
export const LIVE_PURCHASES_SELECTOR = '[data-live-purchases]';

export const PEDIDO_REFRESH_MS = 30_000;

/** Returns the undo; `onReplaced` re-enhances the new body. */
export function keepPedidoLive(root: HTMLElement, onReplaced: () => void): () => void {
  const invoiceId = Number(root.dataset.livePedido);
  if (!Number.isInteger(invoiceId) || invoiceId <= 0) return () => {};
  return keepLive(procedureUrl('pedido.state', { invoiceId }), root.dataset.state ?? '', onReplaced);
}

/** Mis compras: the rows still settling, all in one call. */
export function keepPurchasesLive(root: HTMLElement, onReplaced: () => void): () => void {
  return keepLive(procedureUrl('compras.states'), root.dataset.state ?? '', onReplaced);
}

/** `shown`: the state the page was rendered with, as the procedure's JSON. */
function keepLive(path: string, shown: string, onReplaced: () => void): () => void {
  return everyVisible(PEDIDO_REFRESH_MS, async () => {
    const data = await readProcedure(path);
    if (data === null || JSON.stringify(data) === shown) return;
    const page = await fetch(location.href, { credentials: 'same-origin' });
    if (!page.ok) return;
    const next = new DOMParser().parseFromString(await page.text(), 'text/html');
    document.body.replaceWith(next.body);
    onReplaced();
    return false;
  });
}
