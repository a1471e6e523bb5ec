/**
 * A product sold online by its reference (pure): what an invoice sells of it, and its price for a
 * pay button and `/pagar` alike (`checkoutPrice`, issue 53), so the label and the invoice agree.
 */
import type { Currency, Money } from '@kernel/money';
import type { Invoice, InvoiceItemRef } from '../upstream/schemas/invoices';
import type { CatalogueProduct, SoldCatalogue } from './sold-catalogue';
import type { ProductRef } from './views';

export function invoiceItem(ref: ProductRef): InvoiceItemRef {
  switch (ref.type) {
    case 'course':
      return { product_type: 'course', product_id: ref.course, learning_path: null };
    case 'path-course':
      return { product_type: 'course', product_id: ref.course, learning_path: ref.path };
    case 'path':
      return { product_type: 'learning_path', product_id: ref.path, learning_path: null };
  }
}

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

export function refOfItem(item: InvoiceItemRef): ProductRef {
  if (item.product_type === 'learning_path') return { type: 'path', path: item.product_id };
  return item.learning_path
    ? { type: 'path-course', path: item.learning_path, course: item.product_id }
    : { type: 'course', course: item.product_id };
}

/** A course is had once any paid invoice enrols the child in it; a whole path once one sold that path. */
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

export function payHref(ref: ProductRef): string {
  const params = new URLSearchParams();
  if (ref.type !== 'course') params.set('ruta', ref.path);
  if (ref.type !== 'path') params.set('curso', ref.course);
  return `/pagar?${params.toString()}`;
}

export function checkoutPrice(product: Pick<CatalogueProduct, 'prices'>, currency: Currency): Money {
  return { amount: product.prices[currency], currency };
}

/** A parent's family, to tell a product every child already has (none for a visitor). */
export interface Family {
  childIds: number[];
  invoices: Invoice[];
}

export function paidByFamily(ref: ProductRef, family: Family | null): boolean {
  if (!family || family.childIds.length === 0) return false;
  return family.childIds.every((id) => family.invoices.some((invoice) => coversProduct(invoice, id, ref)));
}

/** Every product sold online as pay buttons read it: where to pay, its price, whether the family has it. */
export function priceList(catalogue: SoldCatalogue, currency: Currency, family: Family | null) {
  return catalogue.refs().flatMap((ref) => {
    const product = catalogue.product(ref);
    if (!product) return [];
    const price = checkoutPrice(product, currency);
    return [{ ref, href: payHref(ref), price, paid: paidByFamily(ref, family) }];
  });
}

export type Quote = ReturnType<typeof priceList>[number];
