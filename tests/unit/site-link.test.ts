/** The layout's links on light pages mark "where you are" as React Router's NavLink does (decision 043). */
import { describe, expect, it } from 'vitest';
import { isActivePath } from '~/components/layout/site-link';

describe('isActivePath', () => {
  it.each([
    ['/cursos', '/cursos', true],
    ['/cursos', '/cursos/roblox', true],
    ['/cursos', '/cursos/', true],
    ['/cursos', '/CURSOS/roblox', true],
    ['/cursos', '/cursosx', false],
    ['/cursos', '/', false],
    ['/cursos', '/vacaciones', false],
    ['/cursos/', '/cursos/roblox', true],
    ['/', '/', true],
    ['/', '/cursos', false],
  ])('%s on %s: %s', (to, pathname, active) => {
    expect(isActivePath(to, pathname)).toBe(active);
  });

  it.each([
    ['/dashboard', '/dashboard', true],
    ['/dashboard', '/DASHBOARD', true],
    ['/dashboard', '/dashboard/faq', false],
    ['/dashboard/faq', '/dashboard/faq', true],
  ])('with end, %s on %s: %s', (to, pathname, active) => {
    expect(isActivePath(to, pathname, true)).toBe(active);
  });
});
