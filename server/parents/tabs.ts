/** The top tabs per child (spec §2): they load different URLs, so they are links, not ARIA tabs. */
import { TEXT } from '@kernel/texts/parents';
import { dashboardHref, type DashboardTab } from './urls';

export type TabView = ReturnType<typeof tabViews>[number];

export function availableTabs(pathCount: number, courseCount: number): DashboardTab[] {
  const tabs: DashboardTab[] = [];
  if (pathCount > 0) tabs.push('rutas');
  if (courseCount > 0) tabs.push('cursos');
  return tabs;
}

/** Else the first; null when the child has none. */
export function resolveTab(available: DashboardTab[], requested?: DashboardTab): DashboardTab | null {
  if (requested && available.includes(requested)) return requested;
  return available[0] ?? null;
}

export function tabViews(childId: number, available: DashboardTab[], current: DashboardTab | null) {
  return available.map((id) => ({
    id,
    label: id === 'rutas' ? TEXT.pathsTab : TEXT.coursesTab,
    href: dashboardHref({ childId, tab: id }),
    current: id === current,
  }));
}
