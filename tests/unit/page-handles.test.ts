/** Which pages are light (app/lib/page-handles.ts): by their route's handle, or by their data. */
import { describe, expect, it } from 'vitest';
import { hasPlayer, isLightPage, lightWhen, PUBLIC_PAGE, withPlayer } from '~/lib/page-handles';

const root = { handle: undefined, data: { user: null } };
const parentsOnly = lightWhen((data) => (data as { kind?: string }).kind === 'parents');

describe('isLightPage', () => {
  it('reads the page’s own route (the last match), not the layout’s', () => {
    expect(isLightPage([root, { handle: PUBLIC_PAGE }])).toBe(true);
    expect(isLightPage([{ handle: PUBLIC_PAGE }, { handle: undefined }])).toBe(false);
    expect(isLightPage([root, { handle: { light: 'yes' } }])).toBe(false);
  });

  it('asks a route light for some visitors about its data', () => {
    expect(isLightPage([root, { handle: parentsOnly, data: { kind: 'parents' } }])).toBe(true);
    expect(isLightPage([root, { handle: parentsOnly, data: { kind: 'student' } }])).toBe(false);
  });

  it('hydrates a page without data (an error page), whatever its route says of data', () => {
    expect(isLightPage([root, { handle: parentsOnly, data: undefined }])).toBe(false);
  });
});

describe('hasPlayer', () => {
  it('is said by the page’s own route only', () => {
    expect(hasPlayer([root, { handle: withPlayer(PUBLIC_PAGE) }])).toBe(true);
    expect(hasPlayer([root, { handle: PUBLIC_PAGE }])).toBe(false);
  });
});
