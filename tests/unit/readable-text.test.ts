/** 'hij@' stays on screen and is read as "hijo o hija" (issue 20, point 14). */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReadableText } from '~/components/ui/readable-text';

const render = (text: string) => renderToStaticMarkup(createElement(ReadableText, { text }));
const word = (punctuation = '') =>
  `<span aria-hidden="true">hij@${punctuation}</span><span class="visually-hidden">hijo o hija${punctuation}</span>`;

describe('ReadableText', () => {
  it('shows every hij@ as written, hidden from screen readers, with "hijo o hija" for them', () => {
    expect(render('Tu hij@ aprende y tu hij@ crea.')).toBe(`Tu ${word()} aprende y tu ${word()} crea.`);
  });

  it('keeps the punctuation after it inside both parts (no space read before a "?")', () => {
    expect(render('¿Qué edad tiene tu hij@?')).toBe(`¿Qué edad tiene tu ${word('?')}`);
    expect(render('Para tu hij@, cursos.')).toBe(`Para tu ${word(',')} cursos.`);
  });

  it('leaves a text without it untouched (and escaped as React does)', () => {
    expect(render('Cursos para niños & adolescentes')).toBe('Cursos para niños &amp; adolescentes');
  });
});
