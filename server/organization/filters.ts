/**
 * The roster's filters as the URL carries them (a GET form: works without JavaScript):
 * `curso` (course id), `estado` (a status key), `buscar` (part of a name) and `pagina`.
 * Anything unreadable counts as "no filter" rather than an error: a hand-edited URL still
 * shows the list.
 */
import { z } from 'zod';
import type { StatusKey } from '../parents/course-status';
import type { RosterRow } from './roster';

/** Every status a row can show (spec §4 plus 'abandoned'), in the order the filter offers them. */
export const StatusKeySchema = z.enum([
  'has_not_started',
  'in_progress',
  'has_ended',
  'blocked',
  'remaining',
  'abandoned',
]) satisfies z.ZodType<StatusKey>;

export const STATUS_KEYS: readonly StatusKey[] = StatusKeySchema.options;

export interface RosterFilters {
  course: number | null;
  status: StatusKey | null;
  search: string;
  page: number;
}

const SEARCH_MAX = 80;

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

export function parseFilters(params: URLSearchParams): RosterFilters {
  const status = StatusKeySchema.safeParse(params.get('estado'));
  return {
    course: positiveInt(params.get('curso')),
    status: status.success ? status.data : null,
    search: (params.get('buscar') ?? '').trim().slice(0, SEARCH_MAX),
    page: positiveInt(params.get('pagina')) ?? 1,
  };
}

/** Lowercase without accents: 'Ñuñez' and 'NUNEZ' find each other, as a coordinator expects. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');
}

export function filterRows(rows: RosterRow[], filters: Omit<RosterFilters, 'page'>): RosterRow[] {
  const words = foldForSearch(filters.search).split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (filters.course !== null && row.courseId !== filters.course) return false;
    if (filters.status !== null && row.statusKey !== filters.status) return false;
    const name = foldForSearch(row.studentName);
    return words.every((word) => name.includes(word));
  });
}

/** The query string of a filtered view (page 1 is left out, like empty filters). */
export function filtersQuery(filters: RosterFilters): string {
  const params = new URLSearchParams();
  if (filters.course !== null) params.set('curso', String(filters.course));
  if (filters.status !== null) params.set('estado', filters.status);
  if (filters.search) params.set('buscar', filters.search);
  if (filters.page > 1) params.set('pagina', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
