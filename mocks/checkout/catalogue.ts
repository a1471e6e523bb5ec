/**
 * An invoice item priced from the catalogue (decision 076): a course at its own price, alone or in its path
 * (its record holds spec §9's 'first course' price), a path at the path's; its detail as every page says it.
 */
import type { InvoiceItemFixture } from '../../fixtures/invoices';
import { courseDetail, pathDetail } from '../../kernel/texts/checkout';
import type { InvoiceItemRef } from '../../server/upstream/schemas/invoices';
import { durationText } from '../../kernel/product-facts';
import type { Currency } from '../../kernel/money';
import { catalogueCourse, cataloguePath } from '../catalogue/facts';

export type PricingResult = { ok: true; item: InvoiceItemFixture } | { ok: false; message: string };

export function priceItem(ref: InvoiceItemRef, currency: Currency): PricingResult {
  if (ref.product_type === 'learning_path') {
    const path = cataloguePath(ref.product_id);
    if (!path) return { ok: false, message: 'Ruta de aprendizaje inexistente.' };
    if (ref.learning_path !== null && ref.learning_path !== ref.product_id)
      return { ok: false, message: 'Una ruta completa no pertenece a otra ruta.' };
    return {
      ok: true,
      item: {
        ...ref,
        learning_path: null,
        name: path.name,
        amount: path.price[currency],
        detail: pathDetail(durationText({ months: path.durationMonths }), path.courseSlugs.length),
      },
    };
  }
  const course = catalogueCourse(ref.product_id);
  if (!course) return { ok: false, message: 'Curso inexistente.' };
  if (ref.learning_path !== null) {
    const path = cataloguePath(ref.learning_path);
    if (!path) return { ok: false, message: 'Ruta de aprendizaje inexistente.' };
    if (!path.courseSlugs.includes(course.slug))
      return { ok: false, message: 'El curso no pertenece a esa ruta de aprendizaje.' };
  }
  const duration = course.durationWeeks ? { weeks: course.durationWeeks } : { months: course.durationMonths };
  return {
    ok: true,
    item: {
      ...ref,
      name: course.name,
      amount: currency === 'PEN' ? course.pricePen : course.priceUsd,
      detail: courseDetail(durationText(duration), course.numberOfSessions),
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
