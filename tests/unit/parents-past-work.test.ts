import { describe, expect, it } from 'vitest';
import { certificatePanel } from '../../server/parents/certificate-panel';
import { isPathEnded, orderedCourses, splitCourses, splitPaths } from '../../server/parents/past-work';
import { enrolment, learningPath, pathCourse } from './parents-builders';

describe('isPathEnded (spec §4: its LAST course has ended)', () => {
  it('ended when the last course by order_in_learning_path has ended', () => {
    const path = learningPath({
      courses: [pathCourse(2, { status: 'has_ended' }), pathCourse(1, { status: 'in_progress' })],
    });
    expect(isPathEnded(path)).toBe(true);
  });

  it('not ended while the last course has not, even if earlier ones have', () => {
    const path = learningPath({
      courses: [pathCourse(1, { status: 'has_ended' }), pathCourse(2, { status: 'has_not_started' })],
    });
    expect(isPathEnded(path)).toBe(false);
  });

  it('a path without courses has not ended', () => {
    expect(isPathEnded(learningPath())).toBe(false);
  });

  it('orders courses by order_in_learning_path, keeping the API order for ties', () => {
    const path = learningPath({ courses: [pathCourse(3), pathCourse(1), pathCourse(2)] });
    expect(orderedCourses(path).map((course) => course.course.order_in_learning_path)).toEqual([1, 2, 3]);
  });
});

describe('splitPaths', () => {
  it("ended paths go to 'Rutas anteriores'; current ones stay, lowest level first", () => {
    const ended = learningPath({ level: 1, courses: [pathCourse(1, { status: 'has_ended' })] });
    const level3 = learningPath({ level: 3, courses: [pathCourse(1, { status: 'blocked', invoice: null })] });
    const level2 = learningPath({ level: 2, courses: [pathCourse(1, { status: 'in_progress' })] });
    const { current, past } = splitPaths([level3, ended, level2]);
    expect(current).toEqual([level2, level3]);
    expect(past).toEqual([ended]);
  });
});

describe('splitCourses', () => {
  it("ended individual courses go to 'Cursos anteriores'", () => {
    const ended = enrolment({ status: 'has_ended' });
    const running = enrolment({ status: 'in_progress' });
    expect(splitCourses([ended, running])).toEqual({ current: [running], past: [ended] });
  });

  it('an abandoned course keeps its place by status (current unless it has ended)', () => {
    const abandonedRunning = enrolment({ status: 'in_progress', state: 'abandoned' });
    const abandonedEnded = enrolment({ status: 'has_ended', state: 'abandoned' });
    expect(splitCourses([abandonedRunning, abandonedEnded])).toEqual({
      current: [abandonedRunning],
      past: [abandonedEnded],
    });
  });
});

describe('certificatePanel', () => {
  const certificate = { title: 'Certificado Ruta Nivel 1', file: 'https://cdn.example/cert.pdf' };

  it('offers the path certificate only when the last course has ended', () => {
    const ended = learningPath({ certificate, courses: [pathCourse(1, { status: 'has_ended' })] });
    expect(certificatePanel(ended)).toEqual({
      available: true,
      certificate: { title: certificate.title, href: certificate.file, label: 'Descargar certificado' },
      statusText: null,
      next: { kind: 'catalogue', label: 'Ver cursos', href: '/cursos' },
    });
  });

  it('otherwise says how many courses remain (and never offers a certificate the API sent early)', () => {
    const path = learningPath({
      certificate,
      courses: [
        pathCourse(1, { status: 'has_ended' }),
        pathCourse(2, { status: 'in_progress' }),
        pathCourse(3, { status: 'blocked', invoice: null }),
      ],
    });
    const panel = certificatePanel(path);
    expect(panel.available).toBe(false);
    expect(panel.certificate).toBeNull();
    expect(panel.statusText).toBe('Faltan 2 cursos para obtener el certificado de la ruta.');
    const oneLeft = certificatePanel(
      learningPath({
        courses: [pathCourse(1, { status: 'has_ended' }), pathCourse(2, { status: 'in_progress' })],
      }),
    );
    expect(oneLeft.statusText).toBe('Falta 1 curso para obtener el certificado de la ruta.');
  });

  it('ended but not issued yet: says it is on its way', () => {
    const panel = certificatePanel(learningPath({ courses: [pathCourse(1, { status: 'has_ended' })] }));
    expect(panel).toMatchObject({ available: true, certificate: null, statusText: expect.any(String) });
  });

  it("points to the next level's path when there is one", () => {
    const path = learningPath({
      learning_path_next: [
        { slug: 'ruta nivel/2', thumbnail: 'https://cdn.example/n2.png', name: 'Ruta Nivel 2' },
      ],
    });
    expect(certificatePanel(path).next).toEqual({
      kind: 'path',
      label: 'Ver ruta',
      href: '/rutas/ruta%20nivel%2F2',
      name: 'Ruta Nivel 2',
      thumbnail: 'https://cdn.example/n2.png',
    });
  });
});
