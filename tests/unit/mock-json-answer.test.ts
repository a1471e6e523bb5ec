/** The simulated upstream's JSON answers (mocks/http/api-answers.ts) are msw's own, byte for byte. */
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { jsonAnswer } from '../../mocks/http/api-answers';

async function parts(response: Response) {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: await response.text(),
    defaultType: (response as unknown as Record<symbol, unknown>)[Symbol.for('kDefaultContentType')] ?? false,
  };
}

const cases: [string, unknown, ConstructorParameters<typeof Response>[1]?][] = [
  ['an object with accents and eñes (bytes, not characters)', { detail: 'Ñandú, ¿qué pasó? — 💡' }],
  ['a list with a status', [{ id: 1 }, { id: 2 }], { status: 201 }],
  [
    'an error with its own headers',
    { detail: 'No encontrado.' },
    { status: 404, headers: { 'Retry-After': '3' } },
  ],
  ['its own content type', { ok: true }, { headers: { 'Content-Type': 'application/problem+json' } }],
  ['its own length', { ok: true }, { headers: { 'Content-Length': '11' } }],
  ['null', null],
  ['no body at all', undefined],
];

describe('jsonAnswer', () => {
  it.each(cases)('answers %s as HttpResponse.json does', async (_name, body, init) => {
    const ours = await parts(jsonAnswer(body as never, init));
    const msw = await parts(HttpResponse.json(body as never, init));
    expect(ours).toEqual(msw);
  });

  it('counts UTF-8 bytes in Content-Length', () => {
    expect(jsonAnswer({ a: 'ñ' }).headers.get('content-length')).toBe(String('{"a":"ñ"}'.length + 1));
  });
});
