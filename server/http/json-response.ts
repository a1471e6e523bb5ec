/**
 * Remix's `json()` for our loaders and actions, with the same answer, but read back without a
 * round trip through a byte stream.
 *
 * Remix (classic data loading, docs/decisions/002) turns every loader's Response back into data
 * with `response.json()` before the page renders: encode to bytes, a web stream, a reader, decode,
 * parse — for every loader of every page. This Response keeps the JSON text it was made from and
 * parses that when asked: the same value (JSON.parse of JSON.stringify, as before), without the
 * stream (about 5 % of `/` rendered, profiled: docs/decisions/043). Its body is the same JSON for
 * anything that reads the stream itself (Remix's `?_data=` answers).
 */
import type { TypedResponse } from '@remix-run/node';
import { deepFreeze } from '../cache/deep-freeze';

class JsonResponse<Data> extends Response {
  readonly #text: string;

  constructor(text: string, init: ResponseInit) {
    super(text, init);
    this.#text = text;
  }

  override json(): Promise<Data> {
    return Promise.resolve().then(() => JSON.parse(this.#text));
  }

  override text(): Promise<string> {
    return Promise.resolve(this.#text);
  }
}

function jsonInit(init: number | ResponseInit): ResponseInit {
  const responseInit = typeof init === 'number' ? { status: init } : init;
  const headers = new Headers(responseInit.headers);
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json; charset=utf-8');
  return { ...responseInit, headers };
}

export function json<Data>(data: Data, init: number | ResponseInit = {}): TypedResponse<Data> {
  return new JsonResponse<Data>(JSON.stringify(data), jsonInit(init));
}

/** A view's JSON text, and the value it reads back as: written and parsed once per view object. */
interface KeptView {
  text: string;
  /** Frozen all the way down: it is handed to every request that renders the view. */
  value: Record<string, unknown>;
}

const keptViews = new WeakMap<object, KeptView>();

function keptView(view: object): KeptView {
  let kept = keptViews.get(view);
  if (!kept) {
    const text = JSON.stringify(view);
    // Joined with the request's part as two objects' members: an array or a toJSON() would not join.
    if (!text.startsWith('{')) throw new TypeError('jsonWithView: the view must be written as a JSON object');
    kept = { text, value: deepFreeze(JSON.parse(text) as Record<string, unknown>) };
    keptViews.set(view, kept);
  }
  return kept;
}

/** `{...a, ...b}` of two JSON objects' texts, as JSON.parse reads them (the last of a repeated key wins). */
function joinObjects(a: string, b: string): string {
  if (a === '{}') return b;
  if (b === '{}') return a;
  return `${a.slice(0, -1)},${b.slice(1)}`;
}

class ViewJsonResponse<Data> extends JsonResponse<Data> {
  readonly #view: KeptView;
  readonly #extraText: string;

  constructor(view: KeptView, extraText: string, init: ResponseInit) {
    super(joinObjects(view.text, extraText), init);
    this.#view = view;
    this.#extraText = extraText;
  }

  override json(): Promise<Data> {
    return Promise.resolve().then(() => ({ ...this.#view.value, ...JSON.parse(this.#extraText) } as Data));
  }
}

/**
 * `json({ ...view, ...extra })` for a view made once per answer (server/cache/made-from.ts, the
 * home's, a dashboard's): the same answer, but the view is written as JSON and read back once per
 * view object, not on every request; only `extra` (what the request adds: a banner, a key) is.
 * The view read back is shared by the requests that render it, so it is frozen: a render that
 * tried to change it would throw, not leak into the next page (docs/decisions/050).
 */
export function jsonWithView<View extends object, Extra extends object>(
  view: View,
  extra: Extra,
  init: number | ResponseInit = {},
): TypedResponse<Omit<View, keyof Extra> & Extra> {
  return new ViewJsonResponse<Omit<View, keyof Extra> & Extra>(
    keptView(view),
    JSON.stringify(extra),
    jsonInit(init),
  );
}
