import { describe, expect, it } from 'vitest';
import { answerCache } from '../../mocks/http/answer-cache';

const URL_A = 'http://api.kodea.mock/api/enrolments/';
const answer = {
  status: 200,
  headers: [['content-type', 'application/json']] as [string, string][],
  body: Buffer.from('{}'),
};

describe("answerCache (the benchmark's opt-in memory of the standalone's GET answers)", () => {
  it('keys GETs by address and headers, the caller token among them; never another method', () => {
    const cache = answerCache(1_000);
    const parent = cache.keyOf('GET', URL_A, {
      authorization: 'Bearer a',
      'x-request-id': '1',
      connection: 'keep-alive',
    });
    expect(parent).toBe(cache.keyOf('GET', URL_A, { 'x-request-id': '2', authorization: 'Bearer a' }));
    expect(parent).not.toBe(cache.keyOf('GET', URL_A, { authorization: 'Bearer b' }));
    expect(parent).not.toBe(cache.keyOf('GET', `${URL_A}?page=2`, { authorization: 'Bearer a' }));
    expect(cache.keyOf('POST', URL_A, { authorization: 'Bearer a' })).toBeNull();
  });

  it('an answer lives at most its time, and a write forgets every answer', () => {
    let clock = 0;
    const cache = answerCache(1_000, () => clock);
    cache.set('k', answer);
    clock = 999;
    expect(cache.get('k')).toBe(answer);
    clock = 1_000;
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', answer);
    cache.forgetAll();
    expect(cache.get('k')).toBeUndefined();
  });
});
