/**
 * Upstream calls on the request's own log line (decision 067): noted while the line is still to be
 * written, never outside a request that writes one, never after it, and at most a bounded number.
 */
import { describe, expect, it } from 'vitest';
import { noteUpstreamCall, requestWithLine, runInRequest } from '../../server/log/request-context';

const call = (n: number) => ({
  service: 'api',
  method: 'GET',
  path: `/api/x/${n}/`,
  status: 200,
  durationMs: 1,
});

describe('upstream calls on the request line', () => {
  it('are noted while the request runs and handed over once', async () => {
    const request = requestWithLine('r1');
    await request.run(async () => {
      expect(noteUpstreamCall(call(1), performance.now())).toBe(true);
      await Promise.resolve();
      expect(noteUpstreamCall(call(2), performance.now())).toBe(true);
    });
    expect(request.takeCalls()).toEqual([
      { ...call(1), atMs: expect.any(Number) },
      { ...call(2), atMs: expect.any(Number) },
    ]);
    // Work the request left running: its line is written, so the call writes its own.
    expect(request.run(() => noteUpstreamCall(call(3), performance.now()))).toBe(false);
    expect(request.takeCalls()).toEqual([]);
  });

  it('outside a request, or in one without a line (a test, a timer), each call logs its own line', () => {
    expect(noteUpstreamCall(call(1), performance.now())).toBe(false);
    expect(runInRequest('r2', () => noteUpstreamCall(call(1), performance.now()))).toBe(false);
  });

  it('each call says how long after the request it started', async () => {
    const request = requestWithLine('r4');
    const calledAt = performance.now() + 150;
    request.run(() => noteUpstreamCall(call(1), calledAt));
    const [noted] = request.takeCalls();
    expect(noted.atMs).toBeGreaterThanOrEqual(150);
    expect(noted.atMs).toBeLessThan(1_000);
  });

  it('a request with too many calls keeps its line bounded: the rest log their own lines', () => {
    const request = requestWithLine('r3');
    const noted = request.run(() =>
      Array.from({ length: 40 }, (_, n) => noteUpstreamCall(call(n), performance.now())),
    );
    expect(noted.filter(Boolean)).toHaveLength(32);
    expect(noted.slice(32).every((was) => !was)).toBe(true);
    expect(request.takeCalls()).toHaveLength(32);
  });

  it('two requests never share their calls', async () => {
    const a = requestWithLine('a');
    const b = requestWithLine('b');
    await Promise.all([
      a.run(async () => noteUpstreamCall(call(1), performance.now())),
      b.run(async () => noteUpstreamCall(call(2), performance.now())),
    ]);
    expect(a.takeCalls()).toEqual([{ ...call(1), atMs: expect.any(Number) }]);
    expect(b.takeCalls()).toEqual([{ ...call(2), atMs: expect.any(Number) }]);
  });
});
