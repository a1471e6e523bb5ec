/** 'de' + 'el' is written 'del' (issue 52 point 8: 'Descarga el sílabo de el curso …'). */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ofPhrase } from '../../kernel/texts/site';
import { ProductActions } from '~/components/catalogue/product-actions';

describe('ofPhrase', () => {
  it('contracts de + el, and leaves every other article as it is', () => {
    expect(ofPhrase('el curso «Python para Jóvenes»')).toBe('del curso «Python para Jóvenes»');
    expect(ofPhrase('el pack Pack Roblox + Minecraft')).toBe('del pack Pack Roblox + Minecraft');
    expect(ofPhrase('la ruta completa Ruta Web')).toBe('de la ruta completa Ruta Web');
    expect(ofPhrase('Curso de Roblox')).toBe('de Curso de Roblox');
  });
});

describe("the product page's syllabus link", () => {
  it('names the course for a screen reader as Spanish writes it', () => {
    const html = renderToStaticMarkup(
      createElement(ProductActions, {
        productName: 'el curso «Python para Jóvenes»',
        infoUrl: 'https://wa.me/51999999999',
        syllabusUrl: '/media/silabo.pdf',
        buy: null,
      }),
    );
    expect(html).toContain(
      'Descarga el sílabo<span class="visually-hidden"> del curso «Python para Jóvenes»</span>',
    );
    expect(html).not.toMatch(/\bde el\b/);
  });
});
