/**
 * A product a parent can pay online, read from the catalogue (decision 030): a course by slug (the
 * content entry and its API record, as courses.bySlug reads them), a whole path by slug, or the
 * next course of a path — which must be one of that path's courses. Prices are the catalogue's:
 * a course's own, inside its path as on its page (decision 076), or the whole path's. Null: not sold.
 */
import { durationLabel } from '@kernel/texts/parents';
import { durationText, productItemId, type ProductDuration } from '@kernel/product-facts';
import { courseDetail, fullPathTitle, pathDetail } from '@kernel/texts/checkout';
import type { CourseDetail } from '../catalogue/course-view';
import type { LearningPathEntry } from '../upstream/schemas/catalogue-content';
import type { AgeRangeName } from '../upstream/schemas/content';
import type { ProductRef } from './views';

export interface CatalogueProduct {
  ref: ProductRef;
  title: string;
  /** The product's own name and page, and the facts `detail` writes (decision 076). */
  name: string;
  itemId: string;
  duration: ProductDuration;
  sessions: number | null;
  detail: string;
  image: string | null;
  ageRange: AgeRangeName;
  prices: { PEN: number; USD: number };
  /** None for a whole path (assigned later). */
  groups: CourseDetail['groups'];
  /** In the path's order. */
  courses: string[];
  path: string | null;
}

export class CourseNotInPathError extends Error {
  constructor() {
    super('course not in path');
    this.name = 'CourseNotInPathError';
  }
}

export function courseProduct(ref: ProductRef, course: CourseDetail): CatalogueProduct {
  return {
    ref,
    title: course.name,
    name: course.name,
    itemId: productItemId.course(course.slug),
    duration: course.duration,
    sessions: course.sessions,
    detail: courseDetail(durationText(course.duration), course.sessions),
    image: course.image,
    ageRange: course.ageRange,
    prices: course.price,
    groups: course.groups,
    courses: [course.slug],
    path: null,
  };
}

export function pathCourseProduct(
  ref: Extract<ProductRef, { type: 'path-course' }>,
  path: LearningPathEntry,
  course: CourseDetail,
): CatalogueProduct | null {
  if (!path.fields.courses.some((link) => link.fields.slug === course.slug)) throw new CourseNotInPathError();
  // The same course inside its path as on its page: its own months, sessions and price.
  return {
    ...courseProduct(ref, course),
    ageRange: path.fields.ageRange.fields.name,
    path: path.fields.slug,
  };
}

export function pathProduct(ref: ProductRef, path: LearningPathEntry): CatalogueProduct | null {
  const { fields } = path;
  return {
    ref,
    title: fullPathTitle(fields.name),
    name: fields.name,
    itemId: productItemId.path(fields.slug),
    duration: { months: fields.durationMonths },
    sessions: null,
    detail: pathDetail(durationLabel(fields.durationMonths), fields.courses.length),
    image: fields.thumbnail?.url ?? null,
    ageRange: fields.ageRange.fields.name,
    prices: { PEN: fields.pricePen, USD: fields.priceUsd },
    groups: [],
    courses: fields.courses.map((link) => link.fields.slug),
    path: fields.slug,
  };
}
