// A pedido whose cash code waits to be paid at an agent (issue 77). The page does not hydrate once
// the code is out; this asks /api/trpc for the pedido's state (the same view its loader renders)
// every 30 s while the tab is visible, at once on coming back if due, and when it changed fetches
// the page again and puts its new body in place, as a form sent in place does. No reload.
export const LIVE_PEDIDO_SELECTOR = '[data-live-pedido]';

export const PEDIDO_REFRESH_MS = 30_000;

async function readState(invoiceId: number): Promise<string | null> {
  const input = encodeURIComponent(JSON.stringify({ json: { invoiceId } }));
  const answer = await fetch(`/api/trpc/pedido.state?input=${input}`, {
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
  const shown = root.dataset.state ?? '';
  if (!Number.isInteger(invoiceId) || invoiceId <= 0) return () => {};
  let last = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const refresh = async () => {
    last = Date.now();
    try {
      const state = await readState(invoiceId);
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
