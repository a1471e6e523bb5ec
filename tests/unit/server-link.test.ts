/**
 * Our links rendered on the server (app/components/ui/link.tsx, decision 052): only their markup,
 * without reading React Router's location or navigate function, so they render even outside a
 * router; the same `<a>` the hydrated link writes (every page of the bench compared byte for byte).
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link } from '~/components/ui/link';

describe('Link on the server', () => {
  it('is the anchor alone: no router hook is read', () => {
    const link = createElement(
      Link,
      {
        to: '/cursos?edad=8_to_11',
        className: 'button',
        'aria-label': 'Ver cursos',
        preventScrollReset: true,
      },
      'Cursos',
    );
    expect(renderToString(link)).toBe(
      '<a class="button" aria-label="Ver cursos" data-discover="true" href="/cursos?edad=8_to_11">Cursos</a>',
    );
  });

  it('keeps the attributes a caller gives, in the order the hydrated link writes them', () => {
    const link = createElement(
      Link,
      { to: '/dashboard', id: 'inicio', target: '_self', rel: 'nofollow' },
      'Inicio',
    );
    expect(renderToString(link)).toBe(
      '<a id="inicio" target="_self" rel="nofollow" data-discover="true" href="/dashboard">Inicio</a>',
    );
  });
});
