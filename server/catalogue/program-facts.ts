/**
 * What the catalogue says about how long a product lasts, written once for every page that states
 * it (decision 031): a course's own sessions and months (the API's record of it), a pack's
 * 8 sessions over 4 weeks (spec §9), a vacation program's sessions counted from its schedule.
 */

/** Spec §9's single course (4 sessions over 2 weeks): no catalogue product is sold so; kept for reference. */
export const SINGLE_COURSE = { sessions: 4, weeks: 2 } as const;
/** Pack = 8 sessions over 4 weeks. */
export const COURSE_PACK = { sessions: 8, weeks: 4 } as const;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '8 sesiones en 4 semanas' */
export function sessionsText(facts: { sessions: number; weeks: number }): string {
  return `${plural(facts.sessions, 'sesión', 'sesiones')} en ${plural(facts.weeks, 'semana', 'semanas')}`;
}

/** '16 sesiones en 2 meses': a course as its page describes it (the API's sessions and months). */
export function courseFactsText(facts: { sessions: number; months: number }): string {
  return `${plural(facts.sessions, 'sesión', 'sesiones')} en ${plural(facts.months, 'mes', 'meses')}`;
}
