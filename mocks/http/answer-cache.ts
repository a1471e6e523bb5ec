/**
 * An opt-in memory of the standalone backend's GET answers, for the benchmark only
 * (MOCK_ANSWER_CACHE_MS, off unless set; docs/decisions/041). In production the upstream runs on
 * other machines; on the bench machine the simulated one shares the cores with the app it serves,
 * so its own CPU (msw, @mswjs/data queries: 2–6 ms a call) would cap what the app's workers can
 * show. With it on, the app still makes every call over HTTP and parses every answer; only the
 * simulated backend stops recomputing an answer it has just given to the same request.
 * An answer is reused only for the same method, address and headers (the caller's token among
 * them), for at most `ttlMs`, and only while nothing was written: any request other than GET or
 * HEAD to the standalone (API, card provider, support routes) forgets every answer (forgetAll).
 */
export interface KeptAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** Headers that never change an answer, or change on every request. */
const IGNORED = new Set([
  'connection',
  'keep-alive',
  'content-length',
  'user-agent',
  'accept-encoding',
  'x-request-id',
]);
/** The most answers kept: the bench's mix needs a few dozen; this bounds a mistaken use. */
const MAX_ANSWERS = 1_000;

export interface AnswerCache {
  keyOf(method: string, url: string, headers: Record<string, string | string[] | undefined>): string | null;
  get(key: string): KeptAnswer | undefined;
  set(key: string, answer: KeptAnswer): void;
  forgetAll(): void;
}

/** `now`: the clock (the tests pass their own). */
export function answerCache(ttlMs: number, now: () => number = Date.now): AnswerCache {
  const kept = new Map<string, { answer: KeptAnswer; until: number }>();
  return {
    keyOf(method, url, headers) {
      if (method !== 'GET') return null;
      const relevant = Object.entries(headers)
        .filter(([name, value]) => value !== undefined && !IGNORED.has(name))
        .map(([name, value]) => `${name}:${Array.isArray(value) ? value.join(',') : value}`)
        .sort();
      return `${url}\n${relevant.join('\n')}`;
    },
    get(key) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.answer;
      kept.delete(key);
      return undefined;
    },
    set(key, answer) {
      if (kept.size >= MAX_ANSWERS) kept.clear();
      kept.set(key, { answer, until: now() + ttlMs });
    },
    forgetAll() {
      kept.clear();
    },
  };
}
