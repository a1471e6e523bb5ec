/**
 * Every product sold online, read from the catalogue's three lists at once: the course entries,
 * the API's course records and the paths. A page asks for its prices together with its own data,
 * before it knows which products it shows (decision 082): the lists do not depend on the products.
 */
import { listLearningPathEntries } from '../upstream/catalogue-content';
import { listCourseEntries } from '../upstream/content';
import { findApiCourse, listApiCourses } from '../upstream/courses';
import { toCourseDetail, type CourseDetail } from '../catalogue/course-view';
import type { LearningPathEntry } from '../upstream/schemas/catalogue-content';
import { courseProduct, pathCourseProduct, pathProduct, type CatalogueProduct } from './product';
import type { ProductRef } from './views';

export interface SoldCatalogue {
  /** Null: not sold. Throws CourseNotInPathError for a course its path does not have. */
  product(ref: ProductRef): CatalogueProduct | null;
  /** Every course, every path, and every course inside each path. */
  refs(): ProductRef[];
}

export async function soldCatalogue(): Promise<SoldCatalogue> {
  const [entries, apiCourses, paths] = await Promise.all([
    listCourseEntries(),
    listApiCourses(),
    listLearningPathEntries(),
  ]);
  const courses = new Map<string, CourseDetail>();
  const course = (slug: string) => {
    if (!courses.has(slug)) {
      const entry = entries.find((candidate) => candidate.fields.slug === slug);
      // A course the API does not list is not sold, as its own page is not found.
      const record = entry && findApiCourse(apiCourses, entry.sys.id);
      if (!entry || !record) return null;
      courses.set(slug, toCourseDetail(entry, record));
    }
    return courses.get(slug) ?? null;
  };
  const path = (slug: string): LearningPathEntry | null =>
    paths.find((candidate) => candidate.fields.slug === slug) ?? null;

  return {
    product(ref) {
      switch (ref.type) {
        case 'course': {
          const detail = course(ref.course);
          return detail ? courseProduct(ref, detail) : null;
        }
        case 'path-course': {
          const [entry, detail] = [path(ref.path), course(ref.course)];
          return entry && detail ? pathCourseProduct(ref, entry, detail) : null;
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

/** One product by its reference (null: not sold), as the price list and `/pagar` read it. */
export async function resolveProduct(ref: ProductRef): Promise<CatalogueProduct | null> {
  return (await soldCatalogue()).product(ref);
}
