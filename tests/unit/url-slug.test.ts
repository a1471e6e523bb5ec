import { describe, expect, it } from 'vitest';
import { isSlug } from '~/lib/url-slug';

describe('isSlug', () => {
  it('takes lowercase words joined by single hyphens', () => {
    expect(isSlug('curso-de-videojuegos-con-roblox')).toBe(true);
    expect(isSlug('robotica-ia')).toBe(true);
    expect(isSlug('python3')).toBe(true);
  });

  it('refuses anything else, and nothing at all', () => {
    for (const value of [undefined, '', 'Curso', 'a--b', '-a', 'a-', 'a_b', 'a/b', 'ñandú', '../x', 'a b'])
      expect(isSlug(value), String(value)).toBe(false);
  });

  it('refuses a slug longer than the catalogue’s 120 characters, or the length the caller names', () => {
    expect(isSlug('a'.repeat(120))).toBe(true);
    expect(isSlug('a'.repeat(121))).toBe(false);
    expect(isSlug('a'.repeat(60), 60)).toBe(true);
    expect(isSlug('a'.repeat(61), 60)).toBe(false);
  });
});
