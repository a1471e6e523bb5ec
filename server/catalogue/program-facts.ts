/** How long a product lasts, written once for every page that states it (decision 031). */

/** Spec §9's single course: no catalogue product is sold so; kept for reference. */
export const SINGLE_COURSE = { sessions: 4, weeks: 2 } as const;
export const COURSE_PACK = { sessions: 8, weeks: 4 } as const;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function sessionsText(facts: { sessions: number; weeks: number }): string {
  return `${plural(facts.sessions, 'sesión', 'sesiones')} en ${plural(facts.weeks, 'semana', 'semanas')}`;
}

export function courseFactsText(facts: { sessions: number; months: number }): string {
  return `${plural(facts.sessions, 'sesión', 'sesiones')} en ${plural(facts.months, 'mes', 'meses')}`;
}
