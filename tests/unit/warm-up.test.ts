import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../server/log/logger';
import { WARM_UP_URL, warmUp } from '../../server/process/warm-up';

afterEach(() => vi.restoreAllMocks());

describe('warmUp', () => {
  it('renders a page no route claims, as a browser asks for it, to the end of its body', async () => {
    const seen: Request[] = [];
    let bodyRead = false;
    const body = new ReadableStream({
      pull(controller) {
        bodyRead = true;
        controller.enqueue(new TextEncoder().encode('<!DOCTYPE html>'));
        controller.close();
      },
    });
    await warmUp(async (request) => {
      seen.push(request);
      return new Response(body, { status: 404, headers: { 'content-type': 'text/html' } });
    });
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('GET');
    expect(seen[0].url).toBe(WARM_UP_URL);
    expect(seen[0].headers.get('accept')).toBe('text/html');
    expect(seen[0].headers.get('cookie')).toBeNull();
    expect(bodyRead).toBe(true);
  });

  it('never stops a start: a render that throws is one warning', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    await expect(
      warmUp(async () => {
        throw new Error('render failed');
      }),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith({ reason: 'render failed' }, '[warm-up] failed');
  });
});
