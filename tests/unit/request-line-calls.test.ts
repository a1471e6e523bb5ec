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
      expect(noteUpstreamCall(call(1))).toBe(true);
      await Promise.resolve();
      expect(noteUpstreamCall(call(2))).toBe(true);
    });
    expect(request.takeCalls()).toEqual([call(1), call(2)]);
    // Work the request left running: its line is written, so the call writes its own.
    expect(request.run(() => noteUpstreamCall(call(3)))).toBe(false);
    expect(request.takeCalls()).toEqual([]);
  });

  it('outside a request, or in one without a line (a test, a timer), each call logs its own line', () => {
    expect(noteUpstreamCall(call(1))).toBe(false);
    expect(runInRequest('r2', () => noteUpstreamCall(call(1)))).toBe(false);
  });

  it('a request with too many calls keeps its line bounded: the rest log their own lines', () => {
    const request = requestWithLine('r3');
    const noted = request.run(() => Array.from({ length: 40 }, (_, n) => noteUpstreamCall(call(n))));
    expect(noted.filter(Boolean)).toHaveLength(32);
    expect(noted.slice(32).every((was) => !was)).toBe(true);
    expect(request.takeCalls()).toHaveLength(32);
  });

  it('two requests never share their calls', async () => {
    const a = requestWithLine('a');
    const b = requestWithLine('b');
    await Promise.all([
      a.run(async () => noteUpstreamCall(call(1))),
      b.run(async () => noteUpstreamCall(call(2))),
    ]);
    expect(a.takeCalls()).toEqual([call(1)]);
    expect(b.takeCalls()).toEqual([call(2)]);
  });
});
