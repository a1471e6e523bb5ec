/**
 * What an invoice sells, from the product a parent chose on `/pagar` (decision 030): the item
 * sent to POST /api/invoices/, the key of its open-invoice record and lock, and whether a paid
 * invoice already covers it for a child. Pure: no upstream, no store.
 */
import type { Invoice, InvoiceItemRef } from '../upstream/schemas/invoices';
import type { ProductRef } from './views';

/** The one item an invoice of this product carries. */
export function invoiceItem(ref: ProductRef): InvoiceItemRef {
  switch (ref.type) {
    case 'course':
      return { product_type: 'course', product_id: ref.course, learning_path: null };
    case 'path-course':
      return { product_type: 'course', product_id: ref.course, learning_path: ref.path };
    case 'path':
      // The path is the product itself: nothing else to name.
      return { product_type: 'learning_path', product_id: ref.path, learning_path: null };
  }
}

/** `course:<slug>`, `path-course:<path>:<course>`, `path:<path>`: one open invoice per child and key. */
export function itemKey(ref: ProductRef): string {
  switch (ref.type) {
    case 'course':
      return `course:${ref.course}`;
    case 'path-course':
      return `path-course:${ref.path}:${ref.course}`;
    case 'path':
      return `path:${ref.path}`;
  }
}

/** The product an invoice's first item names (for the rows and views that link back to it). */
export function refOfItem(item: InvoiceItemRef): ProductRef {
  if (item.product_type === 'learning_path') return { type: 'path', path: item.product_id };
  return item.learning_path
    ? { type: 'path-course', path: item.learning_path, course: item.product_id }
    : { type: 'course', course: item.product_id };
}

/**
 * Whether a paid invoice of this child already gives them the product: a course (alone or as the
 * next course of a path) is had once any paid invoice enrols the child in it; a whole path once a
 * paid invoice sold that path.
 */
export function coversProduct(invoice: Invoice, childId: number, ref: ProductRef): boolean {
  if (invoice.status !== 'paid' || invoice.student.id !== childId) return false;
  if (ref.type === 'path')
    return invoice.items.some(
      (item) => item.product_type === 'learning_path' && item.product_id === ref.path,
    );
  return (
    invoice.enrolments.some((enrolment) => enrolment.course === ref.course) ||
    invoice.items.some((item) => item.product_type === 'course' && item.product_id === ref.course)
  );
}

/** `/pagar` links: `?curso=`, `?ruta=&curso=`, `?ruta=`. */
export function payHref(ref: ProductRef): string {
  const params = new URLSearchParams();
  if (ref.type !== 'course') params.set('ruta', ref.path);
  if (ref.type !== 'path') params.set('curso', ref.course);
  return `/pagar?${params.toString()}`;
}

/** Where 'Volver' goes: the course or path page. */
export function productPageHref(ref: ProductRef): string {
  return ref.type === 'course' ? `/cursos/${ref.course}` : `/rutas/${ref.path}`;
}
