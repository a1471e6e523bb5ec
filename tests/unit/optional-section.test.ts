/** A section a page can do without (server/upstream/optional-section.ts): its deadline and its failures. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../server/log/logger';
import { UpstreamError } from '../../server/upstream/errors';
import { optionalSection } from '../../server/upstream/optional-section';
import { getEnv } from '../../server/env';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('optionalSection', () => {
  it('an answer in time is the section', async () => {
    expect(await optionalSection('banners', Promise.resolve(['uno']), [])).toEqual(['uno']);
  });

  it('past its deadline the page goes on without it, with one line; the call is left to finish', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    let fail!: (error: Error) => void;
    const slow = new Promise<string[]>((_, reject) => (fail = reject));
    const shown = optionalSection('campaigns strip', slow, []);
    await vi.advanceTimersByTimeAsync(getEnv().OPTIONAL_SECTION_TIMEOUT_MS);
    expect(await shown).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      { section: 'campaigns strip', deadlineMs: getEnv().OPTIONAL_SECTION_TIMEOUT_MS },
      '[page] campaigns strip past its deadline, page shown without it',
    );
    // Its later failure reaches nobody: no unhandled rejection.
    fail(new Error('late failure'));
    await vi.advanceTimersByTimeAsync(1);
  });

  it('just before the deadline it still waits', async () => {
    vi.useFakeTimers();
    const late = new Promise<string>((resolve) => setTimeout(() => resolve('a tiempo'), 200));
    const shown = optionalSection('slider', late, 'sin carrusel');
    await vi.advanceTimersByTimeAsync(200);
    expect(await shown).toBe('a tiempo');
  });

  it('a failure is the fallback and one error line naming the kind', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const failing = Promise.reject(new UpstreamError('server', 'api GET /x: status 500', { status: 500 }));
    expect(await optionalSection('recommended course', failing, [])).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      { section: 'recommended course', reason: 'server' },
      '[page] recommended course unavailable, page shown without it',
    );
  });

  it('a failure the page must handle (another family’s child) propagates', async () => {
    const notFound = new UpstreamError('not-found', 'api GET /x: status 404', { status: 404 });
    await expect(
      optionalSection('recommended course', Promise.reject(notFound), [], {
        rethrow: (error) => error instanceof UpstreamError && error.kind === 'not-found',
      }),
    ).rejects.toBe(notFound);
  });
});
