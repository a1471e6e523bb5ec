import { describe, expect, it } from 'vitest';
import {
  discountLabel,
  durationLabel,
  FALLBACK,
  frequencyLabel,
  levelText,
  TEXT,
} from '../../kernel/texts/parents';
import { progressPercent, statusLabel } from '../../server/parents/course-status';
import { isoDuration } from '../../kernel/product-facts';

describe('status labels (spec §4, word for word)', () => {
  it.each([
    ['has_not_started', 'Programado'],
    ['in_progress', 'En progreso'],
    ['has_ended', 'Completado'],
    ['blocked', 'Proximamente'],
    ['remaining', 'Por definir'],
  ] as const)('%s → %s', (status, label) => {
    expect(statusLabel({ status, state: null })).toBe(label);
    expect(statusLabel({ status, state: 'active' })).toBe(label);
  });

  it.each(['has_not_started', 'in_progress', 'has_ended', 'blocked', 'remaining'] as const)(
    "state 'abandoned' shows 'No completado' over %s",
    (status) => {
      expect(statusLabel({ status, state: 'abandoned' })).toBe('No completado');
    },
  );
});

describe('fallbacks and fixed texts (spec §2, §9, word for word)', () => {
  it('fallbacks', () => {
    expect(FALLBACK).toEqual({
      startDate: 'Próximamente',
      startDateNote: 'Fecha de inicio por definir',
      teacher: 'No asignado aún',
      project: 'Sin descripción',
      material: 'No es necesario que descargues ningún material.',
    });
  });

  it('headings and buttons', () => {
    expect(TEXT).toMatchObject({
      pathsTab: 'Rutas de Aprendizaje',
      coursesTab: 'Cursos Individuales',
      finalCertificateStep: 'Certificado Final',
      pastPaths: 'Rutas anteriores:',
      pastCourses: 'Cursos anteriores:',
      seeCourses: 'Ver cursos',
      seeCourse: 'Ver curso',
      seePath: 'Ver ruta',
      virtualRoom: 'Aula virtual',
    });
    expect(levelText(2)).toBe('Nivel 2');
  });
});

describe('durationLabel', () => {
  it.each([
    [1, '1 mes'],
    [2, '2 meses'],
    [3, '3 meses'],
    [9, '9 meses'],
    [9.5, '9.5 meses'],
    [10, '10 m.'],
    [12, '12 m.'],
    // Issue 76 point 1: lengths as people say them.
    [0.5, '2 semanas'],
    [0.25, '1 semana'],
  ])('%d → %s', (months, label) => {
    expect(durationLabel(months)).toBe(label);
  });
});

describe('isoDuration: a length under a month reads in weeks, as its page sells it', () => {
  it.each([
    [{ months: 0.5 }, 'P2W'],
    [{ weeks: 2 }, 'P2W'],
    [{ months: 1 }, 'P1M'],
    [{ months: 9.5 }, 'P9.5M'],
  ])('%o → %s', (duration, iso) => {
    expect(isoDuration(duration)).toBe(iso);
  });
});

describe('frequencyLabel', () => {
  it.each([
    [1, '1 vez por semana'],
    [2, '2 veces por semana'],
    [4, '4 veces por semana'],
  ])('%d → %s', (perWeek, label) => {
    expect(frequencyLabel(perWeek)).toBe(label);
  });
});

describe('progressPercent', () => {
  it('is 100 once the course has ended, whatever the API says', () => {
    expect(progressPercent({ status: 'has_ended', progress: 80 })).toBe(100);
    expect(progressPercent({ status: 'has_ended', progress: 0 })).toBe(100);
  });

  it("is the API's rounded percent otherwise", () => {
    expect(progressPercent({ status: 'in_progress', progress: 45.4 })).toBe(45);
    expect(progressPercent({ status: 'has_not_started', progress: 0 })).toBe(0);
  });
});

describe('discountLabel', () => {
  it("'-15%' only when there is a discount, rounded down", () => {
    expect(discountLabel(15)).toBe('-15%');
    expect(discountLabel(12.9)).toBe('-12%');
    expect(discountLabel(0)).toBeNull();
    expect(discountLabel(0.4)).toBeNull();
  });
});
