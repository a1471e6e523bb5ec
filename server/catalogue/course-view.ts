import { AGE_RANGE_ORDER } from '@kernel/age-ranges';
import type { ApiCourse } from '../upstream/schemas/courses';
import type { AgeRangeName, CourseEntry } from '../upstream/schemas/content';
import { withoutEmbeddedTime } from './group-name';
import { apiCourseFacts } from './program-facts';
import type { ProductDuration } from '@kernel/product-facts';

export interface CourseSummary {
  id: string;
  slug: string;
  name: string;
  ageRange: AgeRangeName;
  /** Null: the screen shows 'Sin fecha de inicio'. */
  initialDate: string | null;
  summary: string;
  image: string | null;
}

export interface CourseDetail extends CourseSummary {
  h1: string;
  description: string;
  endDate: string | null;
  backgroundImage: string | null;
  modules: { id: string; concept: string }[];
  /** `name` without the Lima hour content may embed; `startHour` is the Lima hour. */
  groups: { id: string; name: string; startDate: string; startHour: string }[];
  sessions: number;
  /** Months (the API's `duration`); `duration` says the unit the course is sold in. */
  durationMonths: number;
  duration: ProductDuration;
  studentsPerClass: number;
  sessionMinutes: number;
  price: { PEN: number; USD: number };
  tools: string[];
  silabo: string | null;
  /** Null when content does not say. */
  updatedAt: string | null;
}

export function toCourseSummary(entry: CourseEntry): CourseSummary {
  const { fields } = entry;
  return {
    id: entry.sys.id,
    slug: fields.slug,
    name: fields.name,
    ageRange: fields.ageRange.fields.name,
    initialDate: fields.initialDate || null,
    summary: fields.shortDescriptionForGrid ?? fields.shortDescription ?? '',
    image: fields.mainImage?.url ?? null,
  };
}

export function toCourseDetail(entry: CourseEntry, api: ApiCourse): CourseDetail {
  const { fields } = entry;
  return {
    ...toCourseSummary(entry),
    h1: fields.h1Tag ?? fields.name,
    description: fields.shortDescription ?? fields.shortDescriptionForGrid ?? '',
    endDate: fields.endDate || null,
    backgroundImage: fields.backgroundimage?.url ?? null,
    modules: fields.products.map((p) => ({ id: p.sys.id, concept: p.fields.concept })),
    groups: fields.groups.map((g) => ({
      id: g.sys.id,
      ...g.fields,
      name: withoutEmbeddedTime(g.fields.name),
    })),
    sessions: api.number_of_sessions,
    durationMonths: api.duration,
    duration: apiCourseFacts(api).duration,
    studentsPerClass: api.students_per_class,
    sessionMinutes: api.session_minutes,
    price: { PEN: api.price_pen, USD: api.price_usd },
    tools: api.tools,
    silabo: fields.silabo ?? null,
    updatedAt: entry.sys.updatedAt ?? null,
  };
}

/** By age range, then start date (unscheduled last), then name. */
export function compareCourses(a: CourseSummary, b: CourseSummary): number {
  const byAge = AGE_RANGE_ORDER.indexOf(a.ageRange) - AGE_RANGE_ORDER.indexOf(b.ageRange);
  if (byAge !== 0) return byAge;
  if (a.initialDate !== b.initialDate) {
    if (!a.initialDate) return 1;
    if (!b.initialDate) return -1;
    return a.initialDate.localeCompare(b.initialDate);
  }
  return a.name.localeCompare(b.name, 'es');
}
