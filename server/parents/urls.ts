/** The dashboard's whole state lives in its query string, so every child, tab and step is a plain link. */

export const DASHBOARD_PATH = '/dashboard';
export const CATALOGUE_PATH = '/cursos';

export type DashboardTab = 'rutas' | 'cursos';

export interface DashboardSelection {
  childId?: number;
  tab?: DashboardTab;
  /** learning_path_details[0].id; the first current path if absent. */
  pathId?: number;
  /** 1-based; the step after the last course is 'Certificado Final'. */
  step?: number;
  pastOpen?: boolean;
}

/** So the parent is left where they were. */
export const PAST_PATHS_ANCHOR = 'rutas-anteriores';

export const pathHeadingId = (pathId: number) => `ruta-${pathId}`;

export function dashboardHref(selection: DashboardSelection): string {
  const params = new URLSearchParams();
  if (selection.childId !== undefined) params.set('hijo', String(selection.childId));
  if (selection.tab !== undefined) params.set('pestana', selection.tab);
  if (selection.pathId !== undefined) params.set('ruta', String(selection.pathId));
  if (selection.step !== undefined) params.set('paso', String(selection.step));
  if (selection.pastOpen) params.set('anteriores', '1');
  const query = params.toString();
  return query ? `${DASHBOARD_PATH}?${query}` : DASHBOARD_PATH;
}

export function pathPageHref(slug: string): string {
  return `/rutas/${encodeURIComponent(slug)}`;
}

const WHOLE_NUMBER = /^\d{1,9}$/;

function wholeNumber(raw: string | null): number | undefined {
  return raw !== null && WHOLE_NUMBER.test(raw) ? Number(raw) : undefined;
}

/** Malformed values are ignored; a non-numeric `hijo` is NaN, matching no child (notFound). */
export function parseDashboardSelection(params: URLSearchParams): DashboardSelection {
  const selection: DashboardSelection = {};
  const child = params.get('hijo');
  if (child !== null) selection.childId = wholeNumber(child) ?? Number.NaN;
  const tab = params.get('pestana');
  if (tab === 'rutas' || tab === 'cursos') selection.tab = tab;
  const pathId = wholeNumber(params.get('ruta'));
  if (pathId !== undefined) selection.pathId = pathId;
  const step = wholeNumber(params.get('paso'));
  if (step !== undefined) selection.step = step;
  if (params.get('anteriores') === '1') selection.pastOpen = true;
  return selection;
}
