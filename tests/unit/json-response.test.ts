/**
 * Our loaders' json(): Remix's answer, read back without the byte stream (decision 043); and
 * jsonWithView(), a view made once per answer written and read back once per view (decision 050).
 */
import { json as remixJson } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { json, jsonWithView, PLAIN_JSON_DATA } from '@server/http/json-response';

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

describe('jsonWithView()', () => {
  const view = {
    title: 'Inicio',
    when: new Date('2026-11-24T08:00:00Z'),
    sections: [{ id: 1, tags: ['a'] }],
  };

  it('answers what json({ ...view, ...extra }) answers, in its body and read back', async () => {
    const extra = { banner: null, markupKey: 'v1' };
    const answer = jsonWithView(view, extra, { status: 200, headers: { 'X-Test': '1' } });
    expect(await answer.json()).toEqual(await json({ ...view, ...extra }).json());
    expect(JSON.parse(await new Response(answer.body).text())).toEqual(
      await json({ ...view, ...extra }).json(),
    );
    expect(answer.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('X-Test')).toBe('1');
  });

  it('lets the request’s part win a repeated key, as the spread does; an empty part adds nothing', async () => {
    expect(await jsonWithView(view, { title: 'Otro' }).json()).toMatchObject({
      title: 'Otro',
      sections: view.sections,
    });
    expect(await jsonWithView(view, {}).json()).toEqual(await json(view).json());
    expect(await jsonWithView({}, { a: 1 }).json()).toEqual({ a: 1 });
    expect(await new Response(jsonWithView({}, {}).body).text()).toBe('{}');
  });

  it('reads the view back once per view object: the same frozen parts for every request', async () => {
    const first = await jsonWithView(view, { n: 1 }).json();
    const second = await jsonWithView(view, { n: 2 }).json();
    expect(second.sections).toBe(first.sections);
    expect(second.n).toBe(2);
    expect(Object.isFrozen(first.sections[0]?.tags)).toBe(true);
    expect(() => first.sections[0]?.tags.push('b')).toThrow(TypeError);
    // Another object, even an equal one, is written again: a view is kept by its identity only.
    expect((await jsonWithView({ ...view }, {}).json()).sections).not.toBe(first.sections);
  });

  it('refuses a view that is not written as a JSON object (it could not be joined)', () => {
    expect(() => jsonWithView([1, 2], {})).toThrow(TypeError);
    expect(() => jsonWithView(new Date(0), {})).toThrow(TypeError);
  });
});

describe('the body, made when read (decision 065)', () => {
  const TEXT = JSON.stringify({ nombre: 'Sofía', cursos: [1, 2] });

  it('gives the same JSON to every reader of the body, as a Response made with the text', async () => {
    expect(new TextDecoder().decode(await json(JSON.parse(TEXT)).arrayBuffer())).toBe(TEXT);
    expect(await (await json(JSON.parse(TEXT)).blob()).text()).toBe(TEXT);
    expect(await new Response(json(JSON.parse(TEXT)).body).text()).toBe(TEXT);
    expect(await json(JSON.parse(TEXT)).text()).toBe(TEXT);
    const answer = jsonWithView({ a: 1 }, { b: 'ñ' });
    expect(await answer.clone().json()).toEqual({ a: 1, b: 'ñ' });
    expect(new TextDecoder().decode(await answer.arrayBuffer())).toBe('{"a":1,"b":"ñ"}');
  });

  it('is used once read, as any Response’s', async () => {
    const answer = json({ ok: true });
    expect(answer.bodyUsed).toBe(false);
    expect(answer.body).not.toBeNull();
    await answer.arrayBuffer();
    expect(answer.bodyUsed).toBe(true);
    await expect(answer.arrayBuffer()).rejects.toThrow(TypeError);
  });

  it('lets a page read the data without the Response only when the answer is nothing else', async () => {
    const plain = (answer: unknown) => (answer as { [PLAIN_JSON_DATA]: () => unknown })[PLAIN_JSON_DATA]();
    expect(await plain(json({ ok: 1 }))).toEqual({ ok: 1 });
    expect(await plain(json({ ok: 1 }, 200))).toEqual({ ok: 1 });
    expect(await plain(jsonWithView({ a: 1 }, { b: 2 }))).toEqual({ a: 1, b: 2 });
    expect(plain(json({ ok: 1 }, 201))).toBeNull();
    expect(plain(json({ ok: 1 }, { headers: { 'Set-Cookie': 'a=1' } }))).toBeNull();
    expect(plain(json({ ok: 1 }, { status: 200, statusText: 'Bien' }))).toBeNull();
    expect(plain(jsonWithView({ a: 1 }, {}, { status: 404 }))).toBeNull();
  });
});
