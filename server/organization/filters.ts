/** The roster's filters in the URL (a GET form); anything unreadable counts as no filter. */
import { z } from 'zod';
import type { StatusKey } from '../parents/course-status';
import type { RosterQuery } from '../upstream/schemas/organizations';

/** In the order the filter offers them. */
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

export function rosterQuery(
  filters: Omit<RosterFilters, 'page'>,
  page: number,
  pageSize: number,
): RosterQuery {
  return {
    page,
    page_size: pageSize,
    ...(filters.course !== null ? { course: filters.course } : {}),
    ...(filters.status !== null ? { status: filters.status } : {}),
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
  };
}

/** Page 1 is left out, like empty filters. */
export function filtersQuery(filters: RosterFilters): string {
  const params = new URLSearchParams();
  if (filters.course !== null) params.set('curso', String(filters.course));
  if (filters.status !== null) params.set('estado', filters.status);
  if (filters.search) params.set('buscar', filters.search);
  if (filters.page > 1) params.set('pagina', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
