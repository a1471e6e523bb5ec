/**
 * What the catalogue says about how long a product lasts, written once for every page that states
 * it (decisions 031, 076): sessions and a length in the unit the product is sold in, read from the
 * product's own record, and the one way to write them.
 */
import { durationText, sessionsCount, type ProductDuration } from '@kernel/product-facts';

export interface ProductFacts {
  sessions: number;
  duration: ProductDuration;
}

/** Spec §9's single course: no catalogue product is sold so; kept for reference. */
export const SINGLE_COURSE = { sessions: 4, weeks: 2 } as const;
export const COURSE_PACK = { sessions: 8, weeks: 4 } as const;

/** '16 sesiones en 2 meses', '8 sesiones en 4 semanas'. */
export function factsText(facts: ProductFacts): string {
  return `${sessionsCount(facts.sessions)} en ${durationText(facts.duration)}`;
}

export function sessionsText(facts: { sessions: number; weeks: number }): string {
  return factsText({ sessions: facts.sessions, duration: { weeks: facts.weeks } });
}

export function courseFactsText(facts: { sessions: number; months: number }): string {
  return factsText({ sessions: facts.sessions, duration: { months: facts.months } });
}
