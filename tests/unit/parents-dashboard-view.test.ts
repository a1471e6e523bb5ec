import { describe, expect, it } from 'vitest';
import {
  buildParentsDashboard,
  type ChildEnrolments,
  type ParentsDashboardInput,
  type ParentsDashboardPage,
  type ParentsDashboardView,
} from '../../server/parents/dashboard-view';
import { parseDashboardSelection, type DashboardSelection } from '../../server/parents/urls';
import { child, enrolment, learningPath, pathCourse, recommendation } from './parents-builders';

const LUCIA = child({ id: 7, first_name: 'Lucía', icon_id: 3 });
const MATEO = child({
  id: 8,
  first_name: 'Mateo',
  icon_id: 5,
  email: 'mateo@alumnos.example',
  password: 'm-456',
});

const runningPath = () =>
  learningPath({
    level: 1,
    id: 501,
    courses: [
      pathCourse(1, { status: 'has_ended' }),
      pathCourse(2, { status: 'in_progress', progress: 40 }),
      pathCourse(3, { status: 'blocked', invoice: null }),
    ],
    learning_path_next: [
      { slug: 'ruta-nivel-2', thumbnail: 'https://cdn.example/n2.png', name: 'Ruta Nivel 2' },
    ],
  });
const endedPath = () =>
  learningPath({
    level: 0,
    id: 500,
    learning_path_name: 'Ruta Inicial',
    courses: [pathCourse(1, { status: 'has_ended' }), pathCourse(2, { status: 'has_ended' })],
    certificate: { title: 'Ruta Inicial', file: 'https://cdn.example/ruta.pdf' },
  });

function family(): ChildEnrolments[] {
  return [
    {
      child: LUCIA,
      learningPaths: [runningPath(), endedPath()],
      courses: [
        enrolment({ status: 'in_progress', course: { name: 'Scratch' } }),
        enrolment({ status: 'has_ended', course: { name: 'Minecraft' } }),
      ],
    },
    {
      child: MATEO,
      learningPaths: [],
      courses: [enrolment({ status: 'has_not_started', course: { name: 'Roblox' } })],
    },
  ];
}

function build(
  selection: DashboardSelection = {},
  overrides: Partial<ParentsDashboardInput> = {},
): ParentsDashboardView {
  return buildParentsDashboard({
    children: family(),
    selection,
    timeZone: 'America/Lima',
    chatNumber: '51987654321',
    bannerDismissed: false,
    now: new Date('2027-01-05T17:00:00Z'),
    ...overrides,
  });
}

function page(view: ParentsDashboardView): ParentsDashboardPage {
  if (view.notFound) throw new Error('expected a page');
  return view;
}

describe('children and selection', () => {
  it('selects the first child by default and links every child', () => {
    const view = page(build());
    expect(view.children).toEqual([
      { id: 7, firstName: 'Lucía', avatar: 3, selected: true, href: '/dashboard?hijo=7' },
      { id: 8, firstName: 'Mateo', avatar: 5, selected: false, href: '/dashboard?hijo=8' },
    ]);
    expect(view.selectedChild).toEqual({
      id: 7,
      firstName: 'Lucía',
      avatar: 3,
      credentials: { email: 'lucia@alumnos.example', password: 'kodea-123' },
    });
  });

  it('selects the requested child', () => {
    const view = page(build({ childId: 8 }));
    expect(view.selectedChild?.credentials).toEqual({ email: 'mateo@alumnos.example', password: 'm-456' });
    expect(view.children.map((entry) => entry.selected)).toEqual([false, true]);
  });

  it("answers notFound for another family's child instead of showing one of ours", () => {
    expect(build({ childId: 999 })).toEqual({ notFound: true });
  });

  it('answers notFound for a malformed hijo in the URL', () => {
    expect(build(parseDashboardSelection(new URLSearchParams('hijo=abc')))).toEqual({ notFound: true });
    expect(build(parseDashboardSelection(new URLSearchParams('hijo=')))).toEqual({ notFound: true });
  });

  it('parses the URL scheme', () => {
    expect(parseDashboardSelection(new URLSearchParams('hijo=8&pestana=cursos&ruta=12&paso=2'))).toEqual({
      childId: 8,
      tab: 'cursos',
      pathId: 12,
      step: 2,
    });
    expect(parseDashboardSelection(new URLSearchParams('pestana=otra'))).toEqual({});
  });
});

describe('tabs (spec §2)', () => {
  it("'Rutas de Aprendizaje' first, then 'Cursos Individuales'; the first is the default", () => {
    const view = page(build());
    expect(view.tabs).toEqual([
      { id: 'rutas', label: 'Rutas de Aprendizaje', href: '/dashboard?hijo=7&pestana=rutas', current: true },
      {
        id: 'cursos',
        label: 'Cursos Individuales',
        href: '/dashboard?hijo=7&pestana=cursos',
        current: false,
      },
    ]);
    expect(view.currentTab).toBe('rutas');
    expect(view.paths).not.toBeNull();
    expect(view.courses).toBeNull();
  });

  it("only 'Cursos Individuales' (first) for a child without paths", () => {
    const view = page(build({ childId: 8 }));
    expect(view.tabs.map((tab) => [tab.label, tab.current])).toEqual([['Cursos Individuales', true]]);
    expect(view.currentTab).toBe('cursos');
  });

  it('a requested tab the child does not have → the default tab', () => {
    expect(page(build({ childId: 8, tab: 'rutas' })).currentTab).toBe('cursos');
  });

  it("only 'Rutas de Aprendizaje' for a child with only past paths", () => {
    const view = page(build({}, { children: [{ child: LUCIA, learningPaths: [endedPath()], courses: [] }] }));
    expect(view.tabs.map((tab) => tab.id)).toEqual(['rutas']);
    expect(view.paths?.current).toEqual([]);
    expect(view.paths?.past).toMatchObject({ open: false, count: 1, paths: [] });
  });
});

describe("'Rutas de Aprendizaje'", () => {
  it('shows the current path with its stepper and the ended one under Rutas anteriores', () => {
    const paths = page(build()).paths;
    expect(paths?.current).toHaveLength(1);
    const current = paths?.current[0];
    expect(current).toMatchObject({
      id: 501,
      levelText: 'Nivel 1',
      mainColor: '#FF6B00',
      durationText: '9 meses',
    });
    expect(current?.steps.map((step) => step.current)).toEqual([false, true, false, false]);
    expect(current?.selected.kind === 'course' && current.selected.card.progressText).toBe('40%');
    expect(paths?.past).toMatchObject({ heading: 'Rutas anteriores:', open: false, count: 1 });
    const opened = page(build({ pastOpen: true })).paths?.past;
    expect(opened?.open).toBe(true);
    expect(opened?.paths[0]).toMatchObject({
      name: 'Ruta Inicial',
      certificate: { href: 'https://cdn.example/ruta.pdf' },
    });
    expect(opened?.paths[0]?.courses.map((card) => card.progress)).toEqual([100, 100]);
  });

  it("'Rutas anteriores:' collapsed renders none of its cards; its link opens it where the parent is", () => {
    const collapsed = page(build({ step: 2 })).paths?.past;
    // Collapsed: nothing of the ended paths is built nor sent, only the link that opens them.
    expect(collapsed?.paths).toEqual([]);
    expect(collapsed?.toggleHref).toBe(
      '/dashboard?hijo=7&pestana=rutas&paso=2&anteriores=1#rutas-anteriores',
    );
    const open = page(build(parseDashboardSelection(new URLSearchParams('hijo=7&paso=2&anteriores=1')))).paths
      ?.past;
    expect(open?.paths.map((path) => path.name)).toEqual(['Ruta Inicial']);
    // Open, the same link closes it and keeps the rest of the selection.
    expect(open?.toggleHref).toBe('/dashboard?hijo=7&pestana=rutas&paso=2#rutas-anteriores');
    // Anything but '1' leaves it collapsed.
    expect(parseDashboardSelection(new URLSearchParams('anteriores=si')).pastOpen).toBeUndefined();
  });

  it('a URL step selects a step; out of range falls back to the automatic one', () => {
    const chosen = page(build({ step: 4 })).paths?.current[0];
    expect(chosen?.selected.kind).toBe('certificate');
    const certificate = chosen?.selected.kind === 'certificate' ? chosen.selected.panel : null;
    expect(certificate?.next).toMatchObject({
      kind: 'path',
      href: '/rutas/ruta-nivel-2',
      name: 'Ruta Nivel 2',
    });
    const fallback = page(build({ step: 12 })).paths?.current[0];
    expect(fallback?.steps.findIndex((step) => step.current)).toBe(1);
  });

  it('several current paths: links name the path, and paso moves only the named one', () => {
    const second = learningPath({
      level: 2,
      id: 502,
      courses: [pathCourse(1, { status: 'blocked', invoice: null })],
    });
    const children = [{ child: LUCIA, learningPaths: [second, runningPath()], courses: [] }];
    const view = page(build({ pathId: 502, step: 1 }, { children }));
    const [first, next] = view.paths?.current ?? [];
    expect([first.id, next.id]).toEqual([501, 502]);
    expect(first.steps.findIndex((step) => step.current)).toBe(1);
    expect(next.steps.findIndex((step) => step.current)).toBe(0);
    expect(next.steps[0].href).toBe('/dashboard?hijo=7&pestana=rutas&ruta=502&paso=1#ruta-502');
  });
});

describe("'Cursos Individuales'", () => {
  it("ended individual courses go to 'Cursos anteriores:'", () => {
    const courses = page(build({ tab: 'cursos' })).courses;
    expect(courses?.current.map((card) => card.name)).toEqual(['Scratch']);
    expect(courses?.past).toMatchObject({ heading: 'Cursos anteriores:', courses: [{ name: 'Minecraft' }] });
    expect(page(build({ childId: 8 })).courses?.past).toBeNull();
  });
});

describe('blocked-course banner', () => {
  it('shown when the selected child has a blocked course, whichever tab is open', () => {
    expect(page(build()).blockedBanner).toBe(true);
    expect(page(build({ tab: 'cursos' })).blockedBanner).toBe(true);
  });

  it('hidden once dismissed, and for a child without blocked courses', () => {
    expect(page(build({}, { bannerDismissed: true })).blockedBanner).toBe(false);
    expect(page(build({ childId: 8 })).blockedBanner).toBe(false);
  });
});

describe('empty state', () => {
  it("a parent without enrolments gets 'Ver cursos' → /cursos", () => {
    const view = page(build({}, { children: [{ child: LUCIA, learningPaths: [], courses: [] }] }));
    expect(view.tabs).toEqual([]);
    expect(view.emptyState).toEqual({ label: 'Ver cursos', href: '/cursos' });
    expect(view.selectedChild?.id).toBe(7);
  });

  it('a parent without children too', () => {
    const view = page(build({}, { children: [] }));
    expect(view.selectedChild).toBeNull();
    expect(view.emptyState).toEqual({ label: 'Ver cursos', href: '/cursos' });
  });

  it('no empty state when there is something to show', () => {
    expect(page(build()).emptyState).toBeNull();
  });
});

describe('recommendations', () => {
  it('are formatted for the selected child', () => {
    const view = page(build({ childId: 8 }, { recommended: [recommendation()] }));
    expect(view.recommended[0]).toMatchObject({ buttonText: 'Ver curso', discount: '-15%' });
    expect(decodeURIComponent(view.recommended[0].href)).toContain('para Mateo');
  });

  it("only products of the child's own age range, whatever the API sends (issue 76 point 9)", () => {
    const cards = [
      recommendation({ id: 1, ageRange: '8_to_11' }),
      recommendation({ id: 2, ageRange: '12_plus', type: 'learning_path' }),
      recommendation({ id: 3, ageRange: '5_to_7' }),
    ];
    const children = family();
    children[1].child = { ...children[1].child, age_range: '8_to_11' };
    const view = page(build({ childId: 8 }, { children, recommended: cards }));
    expect(view.recommended.map((card) => card.id)).toEqual([1]);
    // A child whose range the API does not know: nothing says a card is outside it.
    children[1].child = { ...children[1].child, age_range: null };
    expect(page(build({ childId: 8 }, { children, recommended: cards })).recommended).toHaveLength(3);
  });
});

describe('serialisable', () => {
  it.each<[string, DashboardSelection]>([
    ['paths tab', {}],
    ['certificate step', { step: 4 }],
    ['courses tab', { tab: 'cursos' }],
    ['other child', { childId: 8 }],
  ])('%s: JSON round trip gives the same view (no Dates, functions or undefined)', (_, selection) => {
    const view = build(selection, {
      recommended: [recommendation(), recommendation({ id: 2, type: 'learning_path' })],
    });
    expect(JSON.parse(JSON.stringify(view))).toStrictEqual(view);
  });
});
