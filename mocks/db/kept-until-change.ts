/**
 * Answers of the simulated upstream made from many of its rows at once, kept until anything in its
 * database changes. @mswjs/data has no index: each query writes itself out for a debug log that
 * is off and tests every row, so an answer that joins many rows costs the bench what a real
 * upstream, reading indexed rows on another machine, never costs the app (an invoice's answer:
 * eight queries, decision 061; a family's referrals: one query per product it can share).
 *
 * Never stale: any create, update or delete in the database (`drop` included) forgets every kept
 * answer, and an answer that changes with time by itself says until when it holds. Only answers
 * are kept, never a refusal. Bounded: cleared when full.
 */
import { onAnyModelChange } from './model-changes';

const MAX_KEPT = 10_000;

export type Made<Answer, Refusal> = { ok: true; answer: Answer } | { ok: false; refusal: Refusal };

export interface KeptAnswers<Answer> {
  /** The answer kept under `key`, or what `make` makes (kept only when it is an answer). */
  read<Refusal>(key: string, make: () => Made<Answer, Refusal>): Made<Answer, Refusal>;
  /** The same for an answer that is always made (no refusal). */
  answer(key: string, make: () => Answer): Answer;
}

/** `holdsUntil`: the instant (ms) an answer stops holding by itself; forever when not given. */
export function keptUntilChange<Answer>(
  holdsUntil: (answer: Answer) => number = () => Infinity,
): KeptAnswers<Answer> {
  const kept = new Map<string, { answer: Answer; until: number }>();
  onAnyModelChange(() => kept.clear());
  const fresh = (key: string) => {
    const entry = kept.get(key);
    return entry && entry.until > Date.now() ? entry : undefined;
  };
  const keep = (key: string, answer: Answer) => {
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, { answer, until: holdsUntil(answer) });
  };
  return {
    read(key, make) {
      const entry = fresh(key);
      if (entry) return { ok: true, answer: entry.answer };
      const made = make();
      if (made.ok) keep(key, made.answer);
      return made;
    },
    answer(key, make) {
      const entry = fresh(key);
      if (entry) return entry.answer;
      const answer = make();
      keep(key, answer);
      return answer;
    },
  };
}
