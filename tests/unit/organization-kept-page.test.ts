/**
 * The organization dashboard kept whole on its light page (decision 063): what is kept is what
 * React writes for that view, filters, chat link and support e-mail; each of them is part of the
 * key, so a page never shows what another view, filter or address kept.
 */
import { createElement, type ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { OrganizationDashboard } from '~/components/organization/organization-dashboard';
import type { RenderOnce } from '~/lib/markup-once';
import { countingMarkupCache } from '../support/counting-markup-cache';
import { renderLightPage } from '../support/light-page-render';

type Props = ComponentProps<typeof OrganizationDashboard>;
type Data = Props['data'];

const row = (id: number, studentName: string) => ({
  id,
  studentId: 100 + id,
  studentName,
  courseId: 2010,
  courseName: 'Python para Jóvenes',
  groupName: 'Grupo A',
  schedule: 'Lunes 4:00 p. m.',
  teacher: 'Lucía Rojas',
  statusKey: 'in_progress' as const,
  statusLabel: 'En progreso',
  progress: 40,
  certificate: null,
});

function dashboard(overrides: Partial<Data> = {}): Data {
  const base = '/dashboardb2b/organization/1';
  return {
    signedIn: true,
    rosterKey: 'v1',
    organization: { id: 1, name: 'Colegio San Martín de Porres', city: 'Lima' },
    summary: { students: 2, activeCourses: 1, averageProgress: 40, certificates: 0 },
    courses: [{ id: 2010, name: 'Python para Jóvenes' }],
    page: {
      items: [row(1, 'Adriana Paredes'), row(2, 'Bruno Díaz')],
      page: 1,
      pageCount: 1,
      total: 2,
      from: 1,
      to: 2,
    },
    window: [1],
    filters: { course: null, status: null, search: '', page: 1 },
    statusOptions: [{ key: 'in_progress', label: 'En progreso' }],
    filtered: false,
    links: {
      base,
      previous: null,
      next: null,
      pages: [{ number: 1, href: `${base}?pagina=1` }],
      csv: `${base}/alumnos.csv`,
      chat: 'https://wa.me/51999999999?text=Hola%2C%20soy%20Ana',
    },
    ...overrides,
  } as Data;
}

const lightPage = (props: Props, renderOnce: RenderOnce | null) =>
  renderLightPage(createElement(OrganizationDashboard, props), renderOnce);

const SUPPORT = 'soporte@kodea.pe';

describe('the organization dashboard kept on its light page', () => {
  it('is the markup React writes, rendered once for the same view', () => {
    const { renderOnce, rendered } = countingMarkupCache();
    const props = { data: dashboard(), supportEmail: SUPPORT };
    const kept = lightPage(props, renderOnce);
    expect(kept).toBe(lightPage(props, null));
    expect(kept).toContain('Adriana Paredes');
    expect(lightPage(props, renderOnce)).toBe(kept);
    expect(rendered).toHaveLength(1);
  });

  it.each<[string, Partial<Data>, string | null, string]>([
    [
      'another view (a changed roster)',
      { rosterKey: 'v2', page: { ...dashboard().page, items: [row(3, 'Carla Soto')] } },
      null,
      'Carla Soto',
    ],
    [
      'another search',
      { filters: { course: null, status: null, search: 'bruno', page: 1 } },
      null,
      'value="bruno"',
    ],
    [
      'another course filter',
      { filters: { course: 2010, status: null, search: '', page: 1 } },
      null,
      '<option value="2010" selected=""',
    ],
    [
      'another status filter',
      { filters: { course: null, status: 'in_progress', search: '', page: 1 } },
      null,
      '<option value="in_progress" selected=""',
    ],
    [
      'another chat link',
      { links: { ...dashboard().links, chat: 'https://wa.me/51999999999?text=Hola%2C%20soy%20Luis' } },
      null,
      'soy%20Luis',
    ],
    ['another support address', {}, 'ayuda@kodea.pe', 'mailto:ayuda@kodea.pe'],
  ])('%s is its own block, never what was kept for the first', (_name, overrides, support, shown) => {
    const { renderOnce, rendered } = countingMarkupCache();
    lightPage({ data: dashboard(), supportEmail: SUPPORT }, renderOnce);
    const props = { data: dashboard(overrides), supportEmail: support ?? SUPPORT };
    const html = lightPage(props, renderOnce);
    expect(html).toBe(lightPage(props, null));
    expect(html).toContain(shown);
    expect(rendered).toHaveLength(2);
  });
});
