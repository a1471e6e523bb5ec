// What the enhancement modules' live parts share (issue 77): a tRPC query's data over
// /api/trpc, and a turn every `ms` while the tab is visible (at once on coming back if one is
// due), nothing in a background tab. Both pages' first render is the loader's: no turn before `ms`.

/** The query's data as the procedure answered it; null for a refusal. */
export async function readProcedure(url: string): Promise<unknown> {
  const answer = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!answer.ok) return null;
  const body = (await answer.json()) as { result?: { data?: { json?: unknown } } } | null;
  return body?.result?.data?.json ?? null;
}

/** `/api/trpc/{procedure}?input=…` with superjson's envelope. */
export const procedureUrl = (procedure: string, input?: unknown) =>
  `/api/trpc/${procedure}` +
  (input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`);

/**
 * Runs `turn` every `ms` while the tab is visible; `turn` answers false to stop. A failed turn
 * (offline, refused) leaves the page as it was. Returns the undo.
 */
export function everyVisible(ms: number, turn: () => Promise<boolean | void>): () => void {
  let last = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const run = async () => {
    last = Date.now();
    try {
      if ((await turn()) === false) stopped = true;
    } catch {
      // Offline or refused: the next turn asks again.
    }
  };
  const plan = () => {
    clearTimeout(timer);
    if (stopped || document.visibilityState !== 'visible') return;
    timer = setTimeout(() => void run().then(plan), Math.max(0, ms - (Date.now() - last)));
  };
  document.addEventListener('visibilitychange', plan);
  plan();
  return () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', plan);
  };
}
