/**
 * The hydration hand-off made on first use (server/framework/lazy-handoff.ts): the text its one
 * reader writes is Remix's own, and a page that never reads it never pays for it.
 */
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { installFrameworkMemos } from '@server/framework/install';
import { lazyServerHandoff } from '@server/framework/lazy-handoff';

const require = createRequire(import.meta.url);
const handoffModule = require('@remix-run/server-runtime/dist/serverHandoff.js') as {
  createServerHandoffString: (handoff: unknown) => string;
};
const { escapeHtml } = require('@remix-run/server-runtime/dist/markup.js') as {
  escapeHtml: (html: string) => string;
};
/** Remix's own createServerHandoffString, written out: the module's export may be ours already. */
const remixHandoff = (handoff: unknown) => escapeHtml(JSON.stringify(handoff));

const state = {
  basename: '/',
  future: {},
  state: { loaderData: { root: { a: '</script><script>alert(1)</script>', b: [1, 2, 'ñ'] } }, errors: null },
};

describe('lazyServerHandoff', () => {
  it('writes what Remix writes, where <Scripts> reads it (a template literal)', () => {
    const eager = remixHandoff(state);
    const lazy = lazyServerHandoff(remixHandoff)(state);
    expect(`window.__remixContext = ${lazy};`).toBe(`window.__remixContext = ${eager};`);
    expect(String(lazy)).toBe(eager);
    expect(eager).not.toContain('</script>');
  });

  it('makes the text once, and only when asked', () => {
    const make = vi.fn((handoff: unknown) => JSON.stringify(handoff));
    const lazy = lazyServerHandoff(make)(state);
    expect(make).not.toHaveBeenCalled();
    expect(`${lazy}${lazy}`).toBe(JSON.stringify(state).repeat(2));
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('is what Remix calls once the framework memos are installed', () => {
    installFrameworkMemos();
    const made = handoffModule.createServerHandoffString(state);
    expect(typeof made).toBe('object');
    expect(`${made}`).toBe(remixHandoff(state));
  });
});
