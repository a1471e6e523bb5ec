/**
 * The top tabs per child (spec §2): 'Rutas de Aprendizaje' only if the child has paths (current
 * or past), 'Cursos Individuales' only if the child has individual courses — first when there
 * are no paths. They load different URLs, so they are navigation links, not ARIA tabs. A tab the
 * child does not have falls back to the first one.
 */
import { TEXT } from '@kernel/texts/parents';
import { dashboardHref, type DashboardTab } from './urls';

export interface TabView {
  id: DashboardTab;
  label: string;
  href: string;
  current: boolean;
}

export function availableTabs(pathCount: number, courseCount: number): DashboardTab[] {
  const tabs: DashboardTab[] = [];
  if (pathCount > 0) tabs.push('rutas');
  if (courseCount > 0) tabs.push('cursos');
  return tabs;
}

/** The requested tab when the child has it, else the default (the first); null when the child has none. */
export function resolveTab(available: DashboardTab[], requested?: DashboardTab): DashboardTab | null {
  if (requested && available.includes(requested)) return requested;
  return available[0] ?? null;
}

export function tabViews(
  childId: number,
  available: DashboardTab[],
  current: DashboardTab | null,
): TabView[] {
  return available.map((id) => ({
    id,
    label: id === 'rutas' ? TEXT.pathsTab : TEXT.coursesTab,
    href: dashboardHref({ childId, tab: id }),
    current: id === current,
  }));
}
