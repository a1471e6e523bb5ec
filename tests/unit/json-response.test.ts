/** Our loaders' json(): Remix's answer, read back without the byte stream (decision 043). */
import { json as remixJson } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { json } from '@server/http/json-response';

const DATA = {
  when: new Date('2026-11-23T12:00:00Z'),
  skipped: undefined,
  list: [1, 'dos', null],
  nested: { a: 'ñ' },
};

describe('json()', () => {
  it('reads back what Remix’s json() reads back: JSON’s own value (dates as text, undefined left out)', async () => {
    expect(await json(DATA).json()).toEqual(await remixJson(DATA).json());
    expect(await json(DATA).json()).toEqual({
      when: '2026-11-23T12:00:00.000Z',
      list: [1, 'dos', null],
      nested: { a: 'ñ' },
    });
  });

  it('keeps the status, the headers and a JSON content type unless one is given', () => {
    const answer = json({ ok: true }, { status: 409, headers: { 'Set-Cookie': 'a=1' } });
    expect(answer.status).toBe(409);
    expect(answer.headers.get('Set-Cookie')).toBe('a=1');
    expect(answer.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(json(null, 201).status).toBe(201);
    expect(json('x', { headers: { 'Content-Type': 'text/plain' } }).headers.get('Content-Type')).toBe(
      'text/plain',
    );
  });

  it('carries the same JSON in its body for whatever reads the stream (the ?_data= answers)', async () => {
    expect(await new Response(json(DATA).body).text()).toBe(JSON.stringify(DATA));
  });

  it('gives a fresh value on every read, so no reader changes what another reads', async () => {
    const answer = json({ items: [1] });
    const first = await answer.json();
    first.items.push(2);
    expect(await answer.json()).toEqual({ items: [1] });
  });
});
