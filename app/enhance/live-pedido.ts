// A pedido whose cash code waits to be paid at an agent, and Mis compras while a receipt waits on
// the OSE or a refund on its nota de crédito (issue 77). Neither page hydrates then; this asks
// /api/trpc for the part's state (the procedure its loader renders from) every 30 s while the tab
// is visible, at once on coming back if due, and when it changed fetches the page again and puts
// its new body in place, as a form sent in place does. No reload; nothing in a background tab.
export const LIVE_PEDIDO_SELECTOR = '[data-live-pedido]';
export const LIVE_PURCHASES_SELECTOR = '[data-live-purchases]';

export const PEDIDO_REFRESH_MS = 30_000;

async function readState(path: string): Promise<string | null> {
  const answer = await fetch(path, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!answer.ok) return null;
  const body: unknown = await answer.json();
  const data = (body as { result?: { data?: { json?: unknown } } })?.result?.data?.json;
  return data === undefined ? null : JSON.stringify(data);
}

/** Returns the undo; `onReplaced` re-enhances the new body. */
export function keepPedidoLive(root: HTMLElement, onReplaced: () => void): () => void {
  const invoiceId = Number(root.dataset.livePedido);
  if (!Number.isInteger(invoiceId) || invoiceId <= 0) return () => {};
  const input = encodeURIComponent(JSON.stringify({ json: { invoiceId } }));
  return keepLive(`/api/trpc/pedido.state?input=${input}`, root.dataset.state ?? '', onReplaced);
}

/** Mis compras: the rows still settling, all in one call. */
export function keepPurchasesLive(root: HTMLElement, onReplaced: () => void): () => void {
  return keepLive('/api/trpc/compras.states', root.dataset.state ?? '', onReplaced);
}

/** `shown`: the state the page was rendered with, as the procedure's JSON. */
function keepLive(path: string, shown: string, onReplaced: () => void): () => void {
  let last = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const refresh = async () => {
    last = Date.now();
    try {
      const state = await readState(path);
      if (stopped || state === null || state === shown) return;
      const page = await fetch(location.href, { credentials: 'same-origin' });
      if (stopped || !page.ok) return;
      const next = new DOMParser().parseFromString(await page.text(), 'text/html');
      stopped = true;
      document.body.replaceWith(next.body);
      onReplaced();
    } catch {
      // Offline or refused: the page keeps what it shows; the next turn asks again.
    }
  };
  const plan = () => {
    clearTimeout(timer);
    if (stopped || document.visibilityState !== 'visible') return;
    timer = setTimeout(() => void refresh().then(plan), Math.max(0, PEDIDO_REFRESH_MS - (Date.now() - last)));
  };
  document.addEventListener('visibilitychange', plan);
  plan();
  return () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', plan);
  };
}
