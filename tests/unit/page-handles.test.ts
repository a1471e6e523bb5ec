/**
 * Which pages hydrate (app/lib/page-handles.ts, Remix's "Disabling JavaScript" recipe): a page
 * hydrates when one of its routes' handles asks for it, by a flag or by its data.
 */
import { describe, expect, it } from 'vitest';
import { HYDRATE, hydrateUnless, hydrateWhenOpen, PUBLIC_PAGE, shouldHydrate } from '~/lib/page-handles';

const root = { handle: undefined, data: { user: null } };
const parentsOnly = hydrateUnless(
  (data) => typeof data === 'object' && data !== null && 'kind' in data && data.kind === 'parents',
);

describe('shouldHydrate', () => {
  it('hydrates only the pages whose routes ask for it', () => {
    expect(shouldHydrate([root, { handle: HYDRATE }])).toBe(true);
    expect(shouldHydrate([root, { handle: PUBLIC_PAGE }])).toBe(false);
    expect(shouldHydrate([root, { handle: undefined }])).toBe(false);
    expect(shouldHydrate([root, { handle: { hydrate: 'yes' } }])).toBe(false);
  });

  it('asks a route that hydrates for some visitors about its data', () => {
    expect(shouldHydrate([root, { handle: parentsOnly, data: { kind: 'parents' } }])).toBe(false);
    expect(shouldHydrate([root, { handle: parentsOnly, data: { kind: 'student' } }])).toBe(true);
  });

  it('hydrates a page without data (an error page) of a route that asks its data', () => {
    expect(shouldHydrate([root, { handle: parentsOnly, data: undefined }])).toBe(true);
  });

  it('keeps a page plain whose data is null: its layout answers instead (the dashboard’s sign-in prompt)', () => {
    const layout = { handle: undefined, data: { zone: 'signed-out' } };
    expect(shouldHydrate([root, layout, { handle: parentsOnly, data: null }])).toBe(false);
    expect(shouldHydrate([root, layout, { handle: hydrateWhenOpen('card'), data: null }])).toBe(false);
  });

  it('hydrates a checkout page once one of its steps is open', () => {
    const handle = hydrateWhenOpen('payment', 'subscription');
    expect(shouldHydrate([root, { handle, data: { payment: null, subscription: null } }])).toBe(false);
    expect(shouldHydrate([root, { handle, data: { payment: { id: 1 }, subscription: null } }])).toBe(true);
  });
});
