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

export function json<Data>(data: Data, init: number | ResponseInit = {}): TypedResponse<Data> {
  const responseInit = typeof init === 'number' ? { status: init } : init;
  const headers = new Headers(responseInit.headers);
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json; charset=utf-8');
  return new JsonResponse<Data>(JSON.stringify(data), { ...responseInit, headers });
}
