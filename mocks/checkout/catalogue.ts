/** How the simulated API prices an invoice's items from the catalogue fixtures. */
import { courses } from '../../fixtures/courses';
import { learningPathEntries } from '../../fixtures/learning-paths';
import { pathPriceTable } from '../../fixtures/path-prices';
import type { InvoiceItemFixture } from '../../fixtures/invoices';
import { courseDetail, pathDetail } from '../../kernel/texts/checkout';
import { durationLabel } from '../../kernel/texts/parents';
import type { InvoiceItemRef } from '../../server/upstream/schemas/invoices';

export type Currency = 'PEN' | 'USD';

export const catalogueCourse = (slug: string) => courses.find((course) => course.slug === slug) ?? null;
export const cataloguePath = (slug: string) => learningPathEntries.find((path) => path.slug === slug) ?? null;

export type PricingResult = { ok: true; item: InvoiceItemFixture } | { ok: false; message: string };

export function priceItem(ref: InvoiceItemRef, currency: Currency): PricingResult {
  if (ref.product_type === 'learning_path') {
    const path = cataloguePath(ref.product_id);
    if (!path) return { ok: false, message: 'Ruta de aprendizaje inexistente.' };
    if (ref.learning_path !== null && ref.learning_path !== ref.product_id)
      return { ok: false, message: 'Una ruta completa no pertenece a otra ruta.' };
    const offer = pathPriceTable[path.level].fullPath;
    return {
      ok: true,
      item: {
        ...ref,
        learning_path: null,
        name: path.name,
        amount: offer[currency],
        detail: pathDetail(durationLabel(offer.months ?? path.durationMonths), path.courseSlugs.length),
      },
    };
  }
  const course = catalogueCourse(ref.product_id);
  if (!course) return { ok: false, message: 'Curso inexistente.' };
  if (ref.learning_path === null) {
    const amount = currency === 'PEN' ? course.pricePen : course.priceUsd;
    return {
      ok: true,
      item: {
        ...ref,
        name: course.name,
        amount,
        detail: courseDetail(durationLabel(course.durationMonths), course.numberOfSessions),
      },
    };
  }
  const path = cataloguePath(ref.learning_path);
  if (!path) return { ok: false, message: 'Ruta de aprendizaje inexistente.' };
  if (!path.courseSlugs.includes(course.slug))
    return { ok: false, message: 'El curso no pertenece a esa ruta de aprendizaje.' };
  const offer = pathPriceTable[path.level].firstCourse;
  return {
    ok: true,
    item: {
      ...ref,
      name: course.name,
      amount: offer[currency],
      detail: courseDetail(durationLabel(offer.months ?? course.durationMonths), course.numberOfSessions),
    },
  };
}

export function coursesOfItem(item: Pick<InvoiceItemFixture, 'product_type' | 'product_id'>): string[] {
  if (item.product_type === 'course') return [item.product_id];
  return cataloguePath(item.product_id)?.courseSlugs ?? [];
}

export function pathOfItem(
  item: Pick<InvoiceItemFixture, 'product_type' | 'product_id' | 'learning_path'>,
): string | null {
  return item.product_type === 'learning_path' ? item.product_id : item.learning_path;
}

export const catalogueGroup = (courseSlug: string, groupId: string) =>
  catalogueCourse(courseSlug)?.groups.find((group) => group.id === groupId) ?? null;
