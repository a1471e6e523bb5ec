/** 'hij@' stays on screen and is read as "hijo o hija" (issue 20, point 14). */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReadableText } from '~/components/ui/readable-text';

const render = (text: string) => renderToStaticMarkup(createElement(ReadableText, { text }));

describe('ReadableText', () => {
  it('shows every hij@ as written, hidden from screen readers, with "hijo o hija" for them', () => {
    expect(render('¿Qué edad tiene tu hij@? Tu hij@ aprende.')).toBe(
      '¿Qué edad tiene tu <span aria-hidden="true">hij@</span><span class="visually-hidden">hijo o hija</span>?' +
        ' Tu <span aria-hidden="true">hij@</span><span class="visually-hidden">hijo o hija</span> aprende.',
    );
  });

  it('leaves a text without it untouched (and escaped as React does)', () => {
    expect(render('Cursos para niños & adolescentes')).toBe('Cursos para niños &amp; adolescentes');
  });
});
