/** Issue 53 point 7: a chat link where the page says to write in the chat; numbers that never break. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { numbered } from '@kernel/texts/site';
import type { SchedulePageView } from '@server/schedule/page-view';
import { SchedulePage } from '~/components/schedule/schedule-page';

const FULL_ONLY: SchedulePageView = {
  enrolmentId: 7,
  version: 1,
  childName: 'Lucía',
  courseName: 'Curso de Videojuegos con Roblox',
  backHref: '/dashboard',
  current: { schedule: null, startText: null },
  closedText: null,
  deadlineText: null,
  groups: [
    {
      id: 3,
      name: 'Grupo Sábados',
      startText: 'Empieza el 5 de diciembre',
      schedule: null,
      seatsText: 'Sin cupos',
      full: true,
    },
  ],
};

describe("'Cambiar horario' with no other group", () => {
  it('links the chat it asks the parent to write to, with the child and course in the message', () => {
    const html = renderToStaticMarkup(
      createElement(SchedulePage, {
        view: FULL_ONLY,
        chatNumber: '51987654321',
        message: null,
        chosen: null,
      }),
    );
    const link = /<a href="([^"]+)"[^>]*data-testid="schedule-chat"[^>]*>Escríbenos por el chat/.exec(html);
    expect(link?.[1].replaceAll('&amp;', '&')).toBe(
      `https://wa.me/51987654321?text=${encodeURIComponent(
        'Hola, necesito otro horario para Lucía en el curso Curso de Videojuegos con Roblox.',
      )}`,
    );
    expect(html).toContain('si necesitas otro horario.');
  });
});

describe('a numbered document', () => {
  it("reads 'N.º' (an ordinal letter, which never parts from the dot) and a no-break space", () => {
    expect(numbered(88102)).toBe('N.º\u00a088102');
    expect(numbered('88102')).not.toContain('°');
  });
});
