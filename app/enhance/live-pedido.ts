// The parts of a page that does not hydrate whose state another party changes (issue 77): a
// pedido whose cash code waits to be paid at an agent, Mis compras while a receipt waits on the
// OSE or a refund on its nota de crédito, a waitlist place, a make-up request the academy has not
// answered. Each is marked by app/components/ui/live-state.tsx: `data-live-state` names the
// procedure its loader renders from, `data-input` its input, `data-state` the render's answer and
// `data-every` the pace. This asks /api/trpc for it while the tab is visible (at once on coming
// back if due) and, when it changed, fetches the page again and puts its new body in place, as a
// form sent in place does. No reload; nothing in a background tab.
import { everyVisible, procedureUrl, readProcedure } from './live-query';

export const LIVE_STATE_SELECTOR = '[data-live-state]';

/** A pedido's or Mis compras' state: what a parent may be waiting for at the screen. */
export const PEDIDO_REFRESH_MS = 30_000;
/** What waits on another party's answer within hours (a waitlist place, a make-up request). */
export const PENDING_ANSWER_REFRESH_MS = 60_000;

/** Returns the undo; `onReplaced` re-enhances the new body. */
export function keepStateLive(root: HTMLElement, onReplaced: () => void): () => void {
  const { liveState, input, every } = root.dataset;
  if (!liveState) return () => {};
  const url = procedureUrl(liveState, input ? JSON.parse(input) : undefined);
  return everyVisible(Number(every) || PEDIDO_REFRESH_MS, async () => {
    const data = await readProcedure(url);
    if (data === null || JSON.stringify(data) === root.dataset.state) return;
    const page = await fetch(location.href, { credentials: 'same-origin' });
    // Another part of the page may have brought the new body meanwhile.
    if (!page.ok || !root.isConnected) return;
    const next = new DOMParser().parseFromString(await page.text(), 'text/html');
    document.body.replaceWith(next.body);
    onReplaced();
    return false;
  });
}
