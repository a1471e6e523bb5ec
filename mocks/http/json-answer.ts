/**
 * `HttpResponse.json` without its `Blob`: msw measures the body's bytes for Content-Length by
 * copying the whole text into a Blob, on every answer of the simulated upstream — about 1 % of
 * the organization dashboard, whose roster answer is the largest (profiled: docs/decisions/052).
 * `Buffer.byteLength` counts the same UTF-8 bytes without the copy. Everything else is what
 * msw's own `json` does: the same headers (a caller's own Content-Type and Content-Length win),
 * the same HttpResponse, marked as carrying msw's default content type when it does.
 */
import { HttpResponse, type HttpResponseInit, type JsonBodyType } from 'msw';

/** msw's own mark (HttpResponse.mjs): the Content-Type was msw's default, not the handler's. */
const DEFAULT_CONTENT_TYPE = Symbol.for('kDefaultContentType');

export function jsonAnswer<BodyType extends JsonBodyType>(
  body?: NoInfer<BodyType> | null,
  init?: HttpResponseInit,
): HttpResponse<BodyType> {
  // JSON.stringify(undefined) is undefined: msw answers no body and a length of 0 then.
  return jsonTextAnswer<BodyType>(JSON.stringify(body) as string | undefined, init);
}

/**
 * The same answer from JSON already written: a handler that keeps a large answer (the roster's
 * pages, decision 063) keeps its text too, rather than writing the same JSON on every call.
 */
export function jsonTextAnswer<BodyType extends JsonBodyType>(
  text: string | undefined,
  init?: HttpResponseInit,
): HttpResponse<BodyType> {
  const headers = new Headers(init?.headers);
  const ownContentType = headers.has('Content-Type');
  if (!ownContentType) headers.set('Content-Type', 'application/json');
  if (!headers.has('Content-Length'))
    headers.set('Content-Length', String(text ? Buffer.byteLength(text) : 0));
  const response = new HttpResponse<string>(text, { ...init, headers });
  if (!ownContentType)
    Object.defineProperty(response, DEFAULT_CONTENT_TYPE, { value: true, enumerable: false });
  // The same bytes msw's json would send: its type says which JSON they hold.
  return response as unknown as HttpResponse<BodyType>;
}
