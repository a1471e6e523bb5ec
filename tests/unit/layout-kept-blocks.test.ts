/**
 * The layout's blocks kept on light pages (decision 062): the main navigation, the parents'
 * sidebar and the footer are written once per key, and what is kept is what React would write
 * for that page, the active link marked as on the page itself, whatever was kept before it.
 */
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MainNav } from '~/components/layout/main-nav';
import { LightPageContext } from '~/components/layout/site-link';
import { SiteFooter } from '~/components/layout/site-footer';
import { ParentsSidebar } from '~/components/parents/parents-sidebar';
import { MarkupOnceContext, type RenderOnce } from '~/lib/markup-once';
import { createMarkupCache } from '~/lib/markup-once.server';
import { countingMarkupCache } from '../support/counting-markup-cache';

function lightPage(path: string, element: ReactElement, renderOnce: RenderOnce | null): string {
  return renderToString(
    createElement(
      MemoryRouter,
      { initialEntries: [path] },
      createElement(
        MarkupOnceContext.Provider,
        { value: renderOnce },
        createElement(LightPageContext.Provider, { value: true }, element),
      ),
    ),
  );
}

const activeLinks = (html: string) =>
  [...html.matchAll(/<a aria-current="page" class="active"[^>]*href="([^"]+)"/g)].map((match) => match[1]);

describe('the main navigation kept on light pages', () => {
  const shared = createMarkupCache();
  it.each([
    ['/cursos', ['/cursos', '/cursos']],
    ['/cursos/roblox', ['/cursos', '/cursos']],
    ['/vacaciones', ['/vacaciones', '/vacaciones']],
    ['/terminos-y-condiciones', []],
    ['/cursos', ['/cursos', '/cursos']],
  ])('on %s: the markup React writes, with %j marked', (path, active) => {
    const kept = lightPage(path, createElement(MainNav), shared);
    expect(kept).toBe(lightPage(path, createElement(MainNav), null));
    expect(kept).toContain('<nav aria-label="Principal" class="main-nav">');
    expect(activeLinks(kept)).toEqual(active);
  });

  it('is rendered once per active link, not once per page', () => {
    const { renderOnce, rendered } = countingMarkupCache();
    for (const path of ['/cursos', '/cursos/roblox', '/cursos', '/', '/terminos-y-condiciones'])
      lightPage(path, createElement(MainNav), renderOnce);
    expect(rendered).toEqual(['layout:main-nav /cursos', 'layout:main-nav ']);
  });
});

describe('the parents’ sidebar kept on light pages', () => {
  const shared = createMarkupCache();
  const sidebar = (chatNumber: string) => createElement(ParentsSidebar, { chatNumber });
  it.each([
    ['/dashboard', ['/dashboard']],
    ['/dashboard/faq', ['/dashboard/faq']],
    ['/dashboard/compras/123', ['/dashboard/compras']],
    ['/dashboard', ['/dashboard']],
  ])('on %s: the markup React writes, with %j marked', (path, active) => {
    const kept = lightPage(path, sidebar('51987654321'), shared);
    expect(kept).toBe(lightPage(path, sidebar('51987654321'), null));
    expect(activeLinks(kept)).toEqual(active);
  });

  it('shows the chat number it is given, not the one kept for another', () => {
    lightPage('/dashboard', sidebar('51900000001'), shared);
    const other = lightPage('/dashboard', sidebar('51900000002'), shared);
    expect(other).toContain('51900000002');
    expect(other).not.toContain('51900000001');
  });
});

describe('the footer kept on light pages', () => {
  const contact = { supportEmail: 'soporte@kodea.pe', chatNumber: '51987654321' };
  it('is the markup React writes, with the contact and the year', () => {
    const shared = createMarkupCache();
    const kept = lightPage('/', createElement(SiteFooter, { contact }), shared);
    expect(kept).toBe(lightPage('/', createElement(SiteFooter, { contact }), null));
    expect(kept).toMatch(/^<footer class="site-footer"><div class="container site-footer__inner">/);
    // The dash as a reference: the footer's HTML is one-byte (decision 065); the browser reads "–".
    expect(kept).toContain(`© 2022&#8211;${new Date().getFullYear()} Kodea`);
    expect(kept).toContain('mailto:soporte@kodea.pe');
  });

  it('follows the contact: another address is another block; none (the error page) a third', () => {
    const shared = createMarkupCache();
    lightPage('/', createElement(SiteFooter, { contact }), shared);
    const other = lightPage(
      '/',
      createElement(SiteFooter, { contact: { ...contact, supportEmail: 'ayuda@kodea.pe' } }),
      shared,
    );
    expect(other).toContain('mailto:ayuda@kodea.pe');
    expect(other).not.toContain('mailto:soporte@kodea.pe');
    const none = lightPage('/', createElement(SiteFooter, { contact: null }), shared);
    expect(none).not.toContain('mailto:');
    expect(none).toContain('Libro de Reclamaciones');
  });
});
