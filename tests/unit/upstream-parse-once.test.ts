/**
 * RequestOptions.parseOnce (server/upstream/parsed-once.ts, docs/decisions/059): the same answer
 * text is read once, a different text, status or schema is read again, and nothing is kept that
 * did not pass the schema.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mockServer } from '../../mocks/node';
import { callService, type ServiceConfig } from '../../server/upstream/client';
import { UpstreamError } from '../../server/upstream/errors';

const BASE = 'http://parse-once.test';
const service: ServiceConfig = { name: 'unit', baseUrl: BASE, timeoutMs: 1000 };
const Row = z.object({ id: z.number(), name: z.string(), tags: z.array(z.string()) });
const Page = z.object({ rows: z.array(Row) });

/** The upstream answers whatever `answer` holds when asked. */
function upstream(path: string, initial: { status: number; body: unknown }) {
  const answer = { ...initial };
  mockServer.use(
    http.get(`${BASE}${path}`, () => HttpResponse.json(answer.body as object, { status: answer.status })),
  );
  return answer;
}

const page = (name: string) => ({ rows: [{ id: 1, name, tags: ['a'] }] });

describe('parseOnce', () => {
  it('hands the data read the first time to every call that gets the same text, frozen all the way down', async () => {
    upstream('/same', { status: 200, body: page('Ana') });
    const call = () => callService(service, { path: '/same', schema: Page, parseOnce: true });
    const first = await call();
    const second = await call();
    expect(second.data).toBe(first.data);
    expect(first.data).toEqual(page('Ana'));
    expect(Object.isFrozen(first.data.rows[0]?.tags)).toBe(true);
    expect(() => first.data.rows[0]?.tags.push('b')).toThrow(TypeError);
  });

  it('reads a changed answer again: the upstream’s new text is what the caller gets', async () => {
    const answer = upstream('/changes', { status: 200, body: page('Ana') });
    const call = () => callService(service, { path: '/changes', schema: Page, parseOnce: true });
    const before = await call();
    answer.body = page('Beto');
    const after = await call();
    expect(after.data).not.toBe(before.data);
    expect(after.data.rows[0]?.name).toBe('Beto');
  });

  it('keeps texts apart per schema: the same bytes read by another schema are read by it', async () => {
    upstream('/two-schemas', { status: 200, body: page('Ana') });
    const Loose = z.object({ rows: z.array(z.object({ id: z.number() })) });
    const strict = await callService(service, { path: '/two-schemas', schema: Page, parseOnce: true });
    const loose = await callService(service, { path: '/two-schemas', schema: Loose, parseOnce: true });
    expect(loose.data).toEqual({ rows: [{ id: 1 }] });
    expect(strict.data.rows[0]?.name).toBe('Ana');
  });

  it('reads again when the same text comes with another accepted status', async () => {
    const answer = upstream('/status', { status: 200, body: page('Ana') });
    const call = () =>
      callService(service, { path: '/status', schema: Page, parseOnce: true, okStatuses: [200, 202] });
    const ok = await call();
    answer.status = 202;
    const accepted = await call();
    expect(accepted.status).toBe(202);
    expect(accepted.data).not.toBe(ok.data);
  });

  it('keeps nothing that failed its schema or its status: the same text fails every time', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = upstream('/bad', { status: 200, body: { rows: [{ id: 'uno' }] } });
    const call = () => callService(service, { path: '/bad', schema: Page, parseOnce: true });
    await expect(call()).rejects.toMatchObject({ kind: 'malformed' });
    await expect(call()).rejects.toMatchObject({ kind: 'malformed' });
    answer.status = 404;
    answer.body = page('Ana');
    await expect(call()).rejects.toBeInstanceOf(UpstreamError);
    logged.mockRestore();
  });

  it('reads every time without the option, and gives each caller its own data', async () => {
    upstream('/plain', { status: 200, body: page('Ana') });
    const call = () => callService(service, { path: '/plain', schema: Page });
    const [first, second] = [await call(), await call()];
    expect(second.data).not.toBe(first.data);
    expect(Object.isFrozen(first.data)).toBe(false);
  });

  it('reads answers longer than 64 K characters every time (the CSV’s pages are asked once)', async () => {
    const rows = Array.from({ length: 1_500 }, (_, id) => ({
      id,
      name: `Estudiante ${id}`,
      tags: ['x'.repeat(30)],
    }));
    upstream('/long', { status: 200, body: { rows } });
    const call = () => callService(service, { path: '/long', schema: Page, parseOnce: true });
    const first = await call();
    expect(JSON.stringify(first.data).length).toBeGreaterThan(64 * 1024);
    expect((await call()).data).not.toBe(first.data);
  });
});
