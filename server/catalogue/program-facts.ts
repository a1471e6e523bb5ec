/**
 * What the catalogue says about how long a product lasts, written once for every page that states
 * it (decisions 031, 076): sessions and a length in the unit the product is sold in, read from the
 * product's own record, and the one way to write them.
 */
import { durationText, sessionsCount, type ProductDuration } from '@kernel/product-facts';
import type { ApiCourse } from '../upstream/schemas/courses';

export interface ProductFacts {
  sessions: number;
  duration: ProductDuration;
}

/** A course's facts as the API states them: its sessions, and its weeks when it is sold in weeks. */
export function apiCourseFacts(
  api: Pick<ApiCourse, 'number_of_sessions' | 'duration' | 'duration_weeks'>,
): ProductFacts {
  return {
    sessions: api.number_of_sessions,
    duration: api.duration_weeks ? { weeks: api.duration_weeks } : { months: api.duration },
  };
}

/**
 * A pack's facts are its courses' (spec §9: a pack of two 4-session, 2-week courses is 8 sessions
 * over 4 weeks): their sessions and lengths added; null when a course's facts are missing or its
 * courses are sold in different units.
 */
export function packFacts(courses: Array<ProductFacts | null | undefined>): ProductFacts | null {
  if (courses.length === 0 || courses.some((facts) => !facts)) return null;
  const known = courses.filter((facts): facts is ProductFacts => Boolean(facts));
  const sessions = known.reduce((sum, facts) => sum + facts.sessions, 0);
  if (known.every((facts) => 'weeks' in facts.duration))
    return {
      sessions,
      duration: { weeks: known.reduce((sum, f) => sum + ('weeks' in f.duration ? f.duration.weeks : 0), 0) },
    };
  if (known.every((facts) => 'months' in facts.duration))
    return {
      sessions,
      duration: {
        months: known.reduce((sum, f) => sum + ('months' in f.duration ? f.duration.months : 0), 0),
      },
    };
  return null;
}

/** '16 sesiones en 2 meses', '8 sesiones en 4 semanas'. */
export function factsText(facts: ProductFacts): string {
  return `${sessionsCount(facts.sessions)} en ${durationText(facts.duration)}`;
}
