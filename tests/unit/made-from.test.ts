/** A value kept with the answers it was made from (server/cache/made-from.ts, decision 044). */
import { describe, expect, it } from 'vitest';
import { madeFrom, minuteOf } from '../../server/cache/made-from';

describe('madeFrom', () => {
  it('makes once for the same sources and key, again for any new source or key', () => {
    const answer = [1, 2];
    const other = { a: 1 };
    let made = 0;
    const make = () => ({ made: ++made });
    const first = madeFrom([answer, other], 'k', make);
    expect(madeFrom([answer, other], 'k', make)).toBe(first);
    expect(made).toBe(1);
    expect(madeFrom([answer, { ...other }], 'k', make)).not.toBe(first);
    expect(madeFrom([[...answer], other], 'k', make)).not.toBe(first);
    expect(madeFrom([answer], 'k', make)).not.toBe(first);
    expect(madeFrom([answer, other], 'k2', make)).not.toBe(first);
    expect(made).toBe(5);
  });

  it('takes an absent source (an answer the page did not get) as one source like any other', () => {
    const answer = {};
    const later = {};
    let made = 0;
    const make = () => ++made;
    expect(madeFrom([answer, null], 'k', make)).toBe(1);
    expect(madeFrom([answer, null], 'k', make)).toBe(1);
    expect(madeFrom([answer, undefined], 'k', make)).toBe(2);
    expect(madeFrom([answer, later], 'k', make)).toBe(3);
    expect(madeFrom([answer, null], 'k', make)).toBe(4);
  });

  it('keeps the last 16 keys of a source: a few alternating keys are each made once', () => {
    const answer = {};
    let made = 0;
    const make = () => ++made;
    for (let round = 0; round < 3; round++)
      for (const key of ['visitor', 'PE', 'MX']) madeFrom([answer], key, make);
    expect(made).toBe(3);
    for (let i = 0; i < 16; i++) madeFrom([answer], `minute ${i}`, make);
    expect(made).toBe(19);
    // The oldest keys went to make room: 'visitor' is made again.
    madeFrom([answer], 'visitor', make);
    expect(made).toBe(20);
  });

  it('keys an instant by its minute', () => {
    expect(minuteOf(new Date('2026-11-23T21:10:00.000Z'))).toBe(
      minuteOf(new Date('2026-11-23T21:10:59.999Z')),
    );
    expect(minuteOf(new Date('2026-11-23T21:11:00.000Z'))).toBe(
      minuteOf(new Date('2026-11-23T21:10:00.000Z')) + 1,
    );
  });
});
