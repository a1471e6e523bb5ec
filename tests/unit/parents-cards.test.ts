import { describe, expect, it } from 'vitest';
import { courseCard, type CardContext } from '../../server/parents/course-card';
import { recommendedCardView } from '../../server/parents/recommended';
import { liveClassLink } from '../../server/student/live-class';
import { enrolment, recommendation } from './parents-builders';

const CHAT = '51987654321';
const CONTEXT: CardContext = {
  timeZone: 'America/Lima',
  now: new Date('2027-01-05T17:00:00Z'),
  chatNumber: CHAT,
  quotes: () => null,
  path: null,
  certificatePanel: null,
};

function chatText(href: string): string {
  const url = new URL(href);
  expect(url.host).toBe('wa.me');
  expect(url.pathname).toBe(`/${CHAT}`);
  return url.searchParams.get('text') ?? '';
}

describe('courseCard', () => {
  it('formats a scheduled course with every detail', () => {
    const card = courseCard(
      enrolment({
        id: 1,
        status: 'has_not_started',
        course: { name: 'Roblox', duration: 3, curriculum: 'https://cdn.example/plan.pdf' },
      }),
      CONTEXT,
    );
    expect(card).toMatchObject({
      enrolmentId: 1,
      name: 'Roblox',
      mainColor: '#8C30F2',
      status: 'has_not_started',
      statusLabel: 'Programado',
      progress: 0,
      progressText: '0%',
      durationText: '3 meses',
      sessionsText: '16 sesiones',
      frequencyText: '2 veces por semana',
      startDate: { value: '11 de enero de 2027', note: null },
      endDate: '8 de marzo de 2027',
      teacher: 'Ana Torres',
      material: { kind: 'download', href: 'https://cdn.example/material.pdf' },
      classLink: { kind: 'class', href: 'https://zoom.example/j/1' },
      curriculum: { href: 'https://cdn.example/plan.pdf' },
      projectSummary: 'Un videojuego de plataformas.',
      buy: null,
      certificatePanel: null,
    });
    expect(card.schedule?.lines[0].text).toBe('Lunes y Miércoles de 4:00 PM a 5:30 PM');
  });

  it('uses every fallback of spec §9', () => {
    const card = courseCard(
      enrolment({
        teacher: null,
        zoom_url: null,
        group: null,
        course: { instructive: null, project_summary: null, name: 'Scratch' },
      }),
      CONTEXT,
    );
    expect(card.startDate).toEqual({ value: 'Próximamente', note: 'Fecha de inicio por definir' });
    expect(card.teacher).toBe('No asignado aún');
    expect(card.projectSummary).toBe('Sin descripción');
    expect(card.material).toEqual({ kind: 'none', text: 'No es necesario que descargues ningún material.' });
    expect(card.frequencyText).toBeNull();
    expect(card.schedule).toBeNull();
    expect(card.endDate).toBeNull();
  });

  it('a group without a start date also falls back', () => {
    expect(courseCard(enrolment({ group: { start_date: null } }), CONTEXT).startDate.value).toBe(
      'Próximamente',
    );
  });

  it('blank teacher and summary count as missing', () => {
    const card = courseCard(
      enrolment({ teacher: { full_name: '  ' }, course: { project_summary: ' ' } }),
      CONTEXT,
    );
    expect(card.teacher).toBe('No asignado aún');
    expect(card.projectSummary).toBe('Sin descripción');
  });

  it('without a class link, offers support over chat naming the child and the course', () => {
    const card = courseCard(
      enrolment({ zoom_url: null, status: 'in_progress', course: { name: 'Python' } }),
      CONTEXT,
    );
    expect(card.classLink?.kind).toBe('support');
    const text = chatText(card.classLink?.href ?? '');
    expect(text).toContain('Lucía Quispe');
    expect(text).toContain('Python');
  });

  describe("'Ir a la clase' by the class's time (issue 77): the student dashboard's rule", () => {
    // Mondays and Wednesdays 16:00–17:30 Lima (21:00–22:30Z); Monday 11 January 2027.
    const running = enrolment({ status: 'in_progress', group: { start_date: '2026-12-01' } });
    const at = (iso: string) => courseCard(running, { ...CONTEXT, now: new Date(iso) }).classLink;

    it('is off, with its window, before 15 minutes ahead', () => {
      expect(at('2027-01-11T20:44:00Z')).toMatchObject({
        kind: 'class',
        open: false,
        inProgress: false,
        window: {
          opensAt: '2027-01-11T20:45:00.000Z',
          startsAt: '2027-01-11T21:00:00.000Z',
          endsAt: '2027-01-11T22:30:00.000Z',
        },
      });
    });

    it('is on from 15 minutes ahead, and the class in progress from its start to its end', () => {
      expect(at('2027-01-11T20:45:00Z')).toMatchObject({ open: true, inProgress: false });
      expect(at('2027-01-11T21:00:00Z')).toMatchObject({ open: true, inProgress: true });
      expect(at('2027-01-11T22:29:59Z')).toMatchObject({ open: true, inProgress: true });
    });

    it('after the class, waits for the next one (Wednesday)', () => {
      expect(at('2027-01-11T22:30:00Z')).toMatchObject({
        open: false,
        inProgress: false,
        window: { startsAt: '2027-01-13T21:00:00.000Z' },
      });
    });

    it('agrees with the student dashboard at every minute of a day', () => {
      const classes = [
        { day: 'Lunes', hour: '16:00' },
        { day: 'Miércoles', hour: '16:00' },
      ];
      for (let minute = 0; minute < 24 * 60; minute += 5) {
        const now = new Date(Date.parse('2027-01-11T05:00:00Z') + minute * 60_000);
        const student = liveClassLink(
          { classes, link: 'https://zoom.example/j/1', status: 'in_progress', initialDate: '2026-12-01' },
          now,
        );
        const parents = courseCard(running, { ...CONTEXT, now }).classLink;
        expect(parents?.kind === 'class' && parents.open).toBe(student !== null);
      }
    });

    it('a course not started yet or without a schedule never shows the link', () => {
      const notYet = enrolment({ status: 'has_not_started', group: { start_date: '2027-02-01' } });
      expect(
        courseCard(notYet, { ...CONTEXT, now: new Date('2027-01-11T21:00:00Z') }).classLink,
      ).toMatchObject({
        kind: 'class',
        open: false,
        window: null,
      });
    });
  });

  it('no class link on an ended course or one still to buy', () => {
    expect(courseCard(enrolment({ status: 'has_ended', zoom_url: null }), CONTEXT).classLink).toBeNull();
    expect(courseCard(enrolment({ status: 'blocked', invoice: null }), CONTEXT).classLink).toBeNull();
  });

  it('shows 100% once ended and the course certificate', () => {
    const card = courseCard(
      enrolment({
        status: 'has_ended',
        progress: 70,
        certificate: { title: 'Roblox', file: 'https://cdn.example/c.pdf' },
      }),
      CONTEXT,
    );
    expect(card.progress).toBe(100);
    expect(card.progressText).toBe('100%');
    expect(card.certificate).toEqual({
      title: 'Roblox',
      href: 'https://cdn.example/c.pdf',
      label: 'Descargar certificado',
    });
  });

  it("'Aula virtual' only when a virtual room exists", () => {
    expect(courseCard(enrolment(), CONTEXT).virtualRoom).toBeNull();
    expect(
      courseCard(enrolment({ virtual_room_url: 'https://aula.example/1' }), CONTEXT).virtualRoom,
    ).toEqual({
      label: 'Aula virtual',
      href: 'https://aula.example/1',
    });
  });

  it('a path course takes the path colour and offers the course and the path when blocked without invoice', () => {
    const card = courseCard(enrolment({ status: 'blocked', invoice: null }), {
      ...CONTEXT,
      path: { name: 'Ruta 1', level: 1, mainColor: '#FF6B00' },
    });
    expect(card.mainColor).toBe('#FF6B00');
    expect(card.statusLabel).toBe('Proximamente');
    // No slugs, so nothing to pay online: the chat names both.
    expect(card.buy).toMatchObject({
      course: null,
      path: null,
      chat: { label: 'Prefiero comprar por WhatsApp' },
    });
    expect(chatText(card.buy?.chat.href ?? '')).toContain('o la ruta completa');
  });
});

describe('recommendedCardView', () => {
  const context = { chatNumber: CHAT, timeZone: 'America/Lima', childName: 'Lucía' };

  it('a course card', () => {
    const view = recommendedCardView(recommendation(), context);
    expect(view).toMatchObject({
      id: 1,
      kind: 'course',
      ageRange: '8 a 11 años',
      image: 'https://cdn.example/roblox.png',
      name: 'Videojuegos con Roblox',
      durationText: '2 meses',
      startDate: { value: '1 de febrero de 2027', note: null },
      discount: '-15%',
      typeLabel: 'Curso',
      buttonText: 'Ver curso',
    });
    expect(chatText(view.href)).toBe(
      'Hola, quiero más información sobre el curso Videojuegos con Roblox para Lucía.',
    );
  });

  it('a path card without discount nor start date', () => {
    const view = recommendedCardView(
      recommendation({
        type: 'learning_path',
        discount: 0,
        startDate: null,
        duration: 10,
        ageRange: '12 a 15 años',
        nameCourse: 'Ruta Python',
      }),
      context,
    );
    expect(view).toMatchObject({
      ageRange: '12 a 15 años',
      durationText: '10 m.',
      startDate: { value: 'Próximamente', note: 'Fecha de inicio por definir' },
      discount: null,
      typeLabel: 'Ruta',
      buttonText: 'Ver ruta',
    });
    expect(chatText(view.href)).toBe('Hola, quiero más información sobre la Ruta Python para Lucía.');
  });
});
