/** Spec §9's session counts of what the catalogue sells, written once for every page that states them. */

/** Single course = 4 sessions over 2 weeks. */
export const SINGLE_COURSE = { sessions: 4, weeks: 2 } as const;
/** Pack = 8 sessions over 4 weeks. */
export const COURSE_PACK = { sessions: 8, weeks: 4 } as const;

/** '8 sesiones en 4 semanas' */
export function sessionsText(facts: { sessions: number; weeks: number }): string {
  return `${facts.sessions} sesiones en ${facts.weeks} semanas`;
}
