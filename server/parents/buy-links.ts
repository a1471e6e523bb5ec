/**
 * The parents' zone sells a course still to buy (spec §1, §4): its card offers the course, and
 * inside a path the whole path too, each paid online at the price `/pagar` charges (issue 53),
 * and the chat link beside them. Only blocked or remaining courses without an invoice.
 */
import { buyActions, type BuyActionsView } from '../catalogue/buy-actions';
import { itemKey, type Quote } from '../invoice-checkout/product-ref';
import type { ProductRef } from '../invoice-checkout/views';
import type { CourseEnrolment } from '../upstream/schemas/parents';

export interface LinkView {
  label: string;
  href: string;
}

/** Spec §4: only blocked or remaining courses without an invoice. */
export function canBuy(enrolment: Pick<CourseEnrolment, 'status' | 'invoice'>): boolean {
  return (enrolment.status === 'blocked' || enrolment.status === 'remaining') && enrolment.invoice === null;
}

/** The quotes the page asked for, found by product. */
export type QuoteBook = (ref: ProductRef) => Quote | null;

export function quoteBook(quotes: ReadonlyArray<Quote | null>): QuoteBook {
  const byKey = new Map(quotes.flatMap((quote) => (quote ? [[itemKey(quote.ref), quote] as const] : [])));
  return (ref) => byKey.get(itemKey(ref)) ?? null;
}

export interface BuyContext {
  chatNumber: string;
  childName: string;
  /** The course's path, when it is part of one; `slug` when the upstream names it. */
  path: { name: string; slug?: string } | null;
  quotes: QuoteBook;
}

/** What a card sells: the course (inside its path when it has one) and the whole path. */
export function buyRefs(
  course: Pick<CourseEnrolment['course'], 'slug'>,
  path: { slug?: string } | null,
): { course: ProductRef | null; path: ProductRef | null } {
  const pathSlug = path?.slug;
  if (!path) return { course: course.slug ? { type: 'course', course: course.slug } : null, path: null };
  return {
    course: pathSlug && course.slug ? { type: 'path-course', path: pathSlug, course: course.slug } : null,
    path: pathSlug ? { type: 'path', path: pathSlug } : null,
  };
}

/** Null when the rule says none. */
export function buyLinks(
  enrolment: Pick<CourseEnrolment, 'status' | 'invoice' | 'course' | 'student'>,
  context: BuyContext,
): BuyActionsView | null {
  if (!canBuy(enrolment)) return null;
  const refs = buyRefs(enrolment.course, context.path);
  const quoted = (ref: ProductRef | null) => (ref ? context.quotes(ref) : null);
  return buyActions({
    course: { name: enrolment.course.name, quote: quoted(refs.course) },
    path: context.path ? { name: context.path.name, quote: quoted(refs.path) } : null,
    chatNumber: context.chatNumber,
    child: { id: enrolment.student.id, name: context.childName },
  });
}
