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
 *
 * The body is made only when something reads it (docs/decisions/065): a Response made with its
 * text counts the text's bytes and builds a web stream at once, 36 µs for a root loader's JSON and
 * up to 190 µs for the home's, on every page view whose loader data is only ever parsed. Until
 * then the Response is made without a body, and every reader of one (`body`, `bodyUsed`, the
 * readers, `clone`) is answered by a Response made with the text, once.
 */
import type { TypedResponse } from '@remix-run/node';
import { deepFreeze } from '../cache/deep-freeze';

/**
 * A loader's answer that is nothing but its JSON (status 200, no headers of its own): a page's
 * loader data can be read from it without the Response (server/framework/page-loader-data.ts).
 * A symbol of the registry: the Remix build bundles its own copy of this module.
 */
export const PLAIN_JSON_DATA = Symbol.for('kodea.plain-json-data');

/** Response's readers of the body besides text() and json() (bytes() where undici has it). */
const BODY_READERS = ['arrayBuffer', 'blob', 'bytes', 'formData'].filter(
  (name) => name in Response.prototype,
);

class JsonResponse<Data> extends Response {
  readonly #text: string;
  readonly #init: ResponseInit;
  readonly #plain: boolean;
  #withBody: Response | undefined;

  constructor(text: string, init: ResponseInit, plain: boolean) {
    super(null, init);
    this.#text = text;
    this.#init = init;
    this.#plain = plain;
  }

  static {
    /** The same answer as a Response made with its text: what every reader of the body reads. */
    const withBody = (response: JsonResponse<unknown>) =>
      (response.#withBody ??= new Response(response.#text, response.#init));
    // Accessors on the prototype, as undici defines them (a class field would hide them).
    Object.defineProperties(this.prototype, {
      body: {
        get: function body(this: JsonResponse<unknown>) {
          return withBody(this).body;
        },
      },
      bodyUsed: {
        get: function bodyUsed(this: JsonResponse<unknown>) {
          return withBody(this).bodyUsed;
        },
      },
      ...Object.fromEntries(
        BODY_READERS.map((name) => [
          name,
          {
            value(this: JsonResponse<unknown>) {
              const response = withBody(this) as unknown as Record<string, () => unknown>;
              return response[name]?.call(response);
            },
          },
        ]),
      ),
    });
  }

  override json(): Promise<Data> {
    return Promise.resolve().then(() => JSON.parse(this.#text));
  }

  override text(): Promise<string> {
    return Promise.resolve(this.#text);
  }

  override clone(): Response {
    return new JsonResponse<Data>(this.#text, this.#init, this.#plain);
  }

  /** The loader data, read as Remix reads it, when the answer is nothing but its JSON; else null. */
  [PLAIN_JSON_DATA](): Promise<Data> | null {
    return this.#plain ? this.json() : null;
  }
}

/** Status 200 and no headers of the loader's own: nothing Remix would read but the data. */
function isPlain(init: number | ResponseInit): boolean {
  if (typeof init === 'number') return init === 200;
  return (init.status ?? 200) === 200 && init.statusText === undefined && init.headers === undefined;
}

function jsonInit(init: number | ResponseInit): ResponseInit {
  const responseInit = typeof init === 'number' ? { status: init } : init;
  const headers = new Headers(responseInit.headers);
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json; charset=utf-8');
  return { ...responseInit, headers };
}

export function json<Data>(data: Data, init: number | ResponseInit = {}): TypedResponse<Data> {
  return new JsonResponse<Data>(JSON.stringify(data), jsonInit(init), isPlain(init));
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

  constructor(view: KeptView, extraText: string, init: ResponseInit, plain: boolean) {
    super(joinObjects(view.text, extraText), init, plain);
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
    isPlain(init),
  );
}
