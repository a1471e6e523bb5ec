// app/entry.server.tsx: a page is rendered whole and sent; nothing of its render is left to run.
import { describe, expect, it, vi } from 'vitest';
import { logger } from '../../server/log/logger';
import { documentApp } from '../support/remix-document';

/** The entry's limit for a render (ABORT_DELAY_MS), and a margin. */
const AFTER_THE_RENDER_LIMIT_MS = 5_000 + 500;

describe('a rendered page', () => {
  it('logs no render error once it has been sent, even after the render limit', async () => {
    const error = vi.spyOn(logger, 'error');
    const serve = documentApp();
    for (const path of ['/plana', '/hidratada']) {
      const response = await serve(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Línea 299: acción, ñandú · café');
    }
    await new Promise((resolve) => setTimeout(resolve, AFTER_THE_RENDER_LIMIT_MS));
    expect(error).not.toHaveBeenCalled();
  }, 20_000);
});
