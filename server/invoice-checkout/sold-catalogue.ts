/**
 * Every product sold online (decision 030), from the catalogue's three lists read at once, before a
 * page knows which products it shows (decision 082): a course by slug (its entry and API record, as
 * courses.bySlug reads them), a whole path, or a course of a path — which must be one of its courses.
 */
import { memoized } from '@kernel/memo';
import { productItemId } from '@kernel/product-facts';
import { COURSE_NOT_IN_PATH, fullPathTitle } from '@kernel/texts/checkout';
import { listLearningPathEntries } from '../upstream/catalogue-content';
import { listCourseEntries } from '../upstream/content';
import { findApiCourse, listApiCourses } from '../upstream/courses';
import { toCourseDetail, type CourseDetail } from '../catalogue/course-view';
import { OutcomeError } from '../trpc/outcomes';
import type { LearningPathEntry } from '../upstream/schemas/catalogue-content';
import type { ProductRef } from './views';

export type CatalogueProduct = ReturnType<typeof courseProduct> | ReturnType<typeof pathProduct>;

/** A course alone, or inside its path as on its page (decision 076): its own months, sessions and price. */
function courseProduct(
  ref: ProductRef,
  course: CourseDetail,
  path: LearningPathEntry['fields'] | null = null,
) {
  return {
    ref,
    title: course.name,
    name: course.name,
    itemId: productItemId.course(course.slug),
    duration: course.duration,
    sessions: course.sessions,
    image: course.image,
    ageRange: path?.ageRange.fields.name ?? course.ageRange,
    prices: course.price,
    groups: course.groups,
    courses: [course.slug],
    path: path?.slug ?? null,
  };
}

function pathProduct(ref: ProductRef, { fields }: LearningPathEntry) {
  return {
    ref,
    title: fullPathTitle(fields.name),
    name: fields.name,
    itemId: productItemId.path(fields.slug),
    duration: { months: fields.durationMonths },
    sessions: null,
    image: fields.thumbnail?.url ?? null,
    ageRange: fields.ageRange.fields.name,
    prices: { PEN: fields.pricePen, USD: fields.priceUsd },
    // None: assigned later.
    groups: [],
    courses: fields.courses.map((link) => link.fields.slug),
    path: fields.slug,
  };
}

export async function soldCatalogue() {
  const [entries, apiCourses, paths] = await Promise.all([
    listCourseEntries(),
    listApiCourses(),
    listLearningPathEntries(),
  ]);
  const course = memoized(
    (slug: string) => {
      const entry = entries.find((candidate) => candidate.fields.slug === slug);
      // A course the API does not list is not sold, as its own page is not found.
      const record = entry && findApiCourse(apiCourses, entry.sys.id);
      return entry && record ? toCourseDetail(entry, record) : null;
    },
    (slug) => slug,
  );
  const path = (slug: string): LearningPathEntry | null =>
    paths.find((candidate) => candidate.fields.slug === slug) ?? null;

  return {
    /** Null: not sold. A course its path does not have is refused as not found. */
    product(ref: ProductRef): CatalogueProduct | null {
      switch (ref.type) {
        case 'course': {
          const detail = course(ref.course);
          return detail ? courseProduct(ref, detail) : null;
        }
        case 'path-course': {
          const [entry, detail] = [path(ref.path), course(ref.course)];
          if (!entry || !detail) return null;
          if (!entry.fields.courses.some((link) => link.fields.slug === detail.slug))
            throw new OutcomeError({ kind: 'not-found' }, COURSE_NOT_IN_PATH);
          return courseProduct(ref, detail, entry.fields);
        }
        case 'path': {
          const entry = path(ref.path);
          return entry ? pathProduct(ref, entry) : null;
        }
      }
    },
    refs: () => [
      ...entries.map((entry): ProductRef => ({ type: 'course', course: entry.fields.slug })),
      ...paths.flatMap((entry): ProductRef[] => [
        { type: 'path', path: entry.fields.slug },
        ...entry.fields.courses.map(
          (link): ProductRef => ({ type: 'path-course', path: entry.fields.slug, course: link.fields.slug }),
        ),
      ]),
    ],
  };
}

export type SoldCatalogue = Awaited<ReturnType<typeof soldCatalogue>>;
