import { describe, expect, it } from 'vitest';
import { currentPathView, type CurrentPathView } from '../../server/parents/path-view';
import {
  automaticStepIndex,
  neighbourSteps,
  selectedStepIndex,
  stepCount,
} from '../../server/parents/stepper';
import { parseDashboardSelection } from '../../server/parents/urls';
import type { CourseStatus } from '../../server/upstream/schemas/parents';
import { learningPath, pathCourse } from './parents-builders';

const statuses = (...list: CourseStatus[]) => list.map((status) => ({ status }));
const CONTEXT = {
  timeZone: 'America/Lima',
  now: new Date('2027-01-05T12:00:00Z'),
  chatNumber: '51987654321',
  quotes: () => null,
};

describe('automaticStepIndex (spec §4)', () => {
  it('picks the in-progress course', () => {
    expect(automaticStepIndex(statuses('has_ended', 'in_progress', 'blocked'))).toBe(1);
  });

  it('else the LAST ended course', () => {
    expect(automaticStepIndex(statuses('has_ended', 'has_ended', 'has_not_started', 'blocked'))).toBe(1);
    expect(automaticStepIndex(statuses('has_ended', 'has_ended', 'has_ended'))).toBe(2);
  });

  it('else the final certificate step', () => {
    expect(automaticStepIndex(statuses('has_not_started', 'blocked', 'remaining'))).toBe(3);
    expect(automaticStepIndex([])).toBe(0);
  });
});

describe('selectedStepIndex (the URL may choose)', () => {
  const courses = statuses('has_ended', 'in_progress', 'blocked');

  it('takes a 1-based step within range, the certificate included', () => {
    expect(selectedStepIndex(courses, 1)).toBe(0);
    expect(selectedStepIndex(courses, 3)).toBe(2);
    expect(selectedStepIndex(courses, stepCount(courses))).toBe(3);
  });

  it.each([0, 5, 99, -1, 1.5, Number.NaN])('falls back to the automatic choice for %d', (step) => {
    expect(selectedStepIndex(courses, step)).toBe(1);
  });

  it('automatic choice without a step', () => {
    expect(selectedStepIndex(courses)).toBe(1);
  });

  it("ignores a non-numeric 'paso' in the URL", () => {
    expect(parseDashboardSelection(new URLSearchParams('paso=abc')).step).toBeUndefined();
    expect(parseDashboardSelection(new URLSearchParams('paso=-2')).step).toBeUndefined();
    expect(parseDashboardSelection(new URLSearchParams('paso=3')).step).toBe(3);
  });
});

describe('neighbourSteps (arrows cycle)', () => {
  it('moves back and forth inside', () => {
    expect(neighbourSteps(1, 4)).toEqual({ previous: 0, next: 2 });
  });

  it('wraps from the last to the first and from the first to the last', () => {
    expect(neighbourSteps(3, 4)).toEqual({ previous: 2, next: 0 });
    expect(neighbourSteps(0, 4)).toEqual({ previous: 3, next: 1 });
  });

  it('a single step points to itself', () => {
    expect(neighbourSteps(0, 1)).toEqual({ previous: 0, next: 0 });
  });
});

describe('currentPathView (stepper as links)', () => {
  const path = learningPath({
    level: 2,
    id: 42,
    // Sent out of order on purpose: the stepper follows order_in_learning_path.
    courses: [
      pathCourse(3, { status: 'blocked', invoice: null }),
      pathCourse(1, { status: 'has_ended' }),
      pathCourse(2, { status: 'in_progress', state: 'abandoned' }),
    ],
  });

  function view(step?: number, namePath = false): CurrentPathView {
    return currentPathView(path, CONTEXT, { childId: 7, namePath, requestedStep: step });
  }

  it('lists the courses in path order, then Certificado Final, each with a status text', () => {
    expect(view().steps.map(({ number, label, statusText }) => [number, label, statusText])).toEqual([
      [1, 'Curso 1', 'Completado'],
      [2, 'Curso 2', 'No completado'],
      [3, 'Curso 3', 'Proximamente'],
      [4, 'Certificado Final', 'Pendiente'],
    ]);
  });

  it('marks the automatic step current and shows its card', () => {
    const shown = view();
    expect(shown.steps.map((step) => step.current)).toEqual([false, true, false, false]);
    expect(shown.selected.kind === 'course' && shown.selected.card.name).toBe('Curso 2');
  });

  it('links each step, and the arrows, with URLSearchParams, landing on the path’s heading', () => {
    const shown = view(1);
    expect(shown.steps[0].href).toBe('/dashboard?hijo=7&pestana=rutas&paso=1#ruta-42');
    expect(shown.previous.href).toBe('/dashboard?hijo=7&pestana=rutas&paso=4#ruta-42');
    expect(shown.next.href).toBe('/dashboard?hijo=7&pestana=rutas&paso=2#ruta-42');
  });

  it('the arrows cycle from the certificate back to the first course', () => {
    const shown = view(4);
    expect(shown.selected.kind).toBe('certificate');
    expect(shown.next.href).toBe('/dashboard?hijo=7&pestana=rutas&paso=1#ruta-42');
    expect(shown.previous.href).toBe('/dashboard?hijo=7&pestana=rutas&paso=3#ruta-42');
  });

  it('an out-of-range step falls back to the automatic one', () => {
    expect(view(9).steps.findIndex((step) => step.current)).toBe(1);
  });

  it('names the path in links when the child has several current paths', () => {
    expect(view(1, true).steps[0].href).toBe('/dashboard?hijo=7&pestana=rutas&ruta=42&paso=1#ruta-42');
  });

  it('only the last course card carries the certificate panel', () => {
    const last = view(3).selected;
    const middle = view(2).selected;
    expect(last.kind === 'course' && last.card.certificatePanel).not.toBeNull();
    expect(middle.kind === 'course' && middle.card.certificatePanel).toBeNull();
  });
});
