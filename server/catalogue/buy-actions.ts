/**
 * How a product is bought (issue 53), on a parents' zone card and on the course and path pages:
 * one pay button per product offered, labelled with the price `/pagar` charges (a `Quote`), and
 * one chat link whose prefilled message names the products and those same prices (spec §1).
 * A course inside a path offers 'this course' and 'the whole path', each named apart.
 */
import { chatLink } from '@kernel/chat';
import { formatMoney } from '@kernel/money';
import { thePath } from '@kernel/texts/catalogue';
import { ONLINE_TEXT } from '@kernel/texts/parents';
import type { Quote } from '../invoice-checkout/product-ref';

export interface PayActionView {
  /** 'Pagar en línea · S/ 549' */
  label: string;
  /** Hidden: what it pays, 'el curso …' or 'la ruta completa …'. */
  hint: string;
  href: string;
}

export interface BuyActionsView {
  course: PayActionView | null;
  path: PayActionView | null;
  chat: { label: string; href: string };
}

/** A product on offer: its name and its quote (null: not sold online, or not named enough to sell). */
export interface Offered {
  name: string;
  quote: Quote | null;
}

export interface BuyActionsInput {
  course: Offered | null;
  path: Offered | null;
  chatNumber: string;
  /** The parents' zone names the child in the message and preselects them on `/pagar`. */
  child?: { id: number; name: string };
}

const ASK_PRICE = '¿Me pueden indicar el precio?';

const priceOf = (offered: Offered | null) =>
  offered?.quote ? formatMoney(offered.quote.price.amount, offered.quote.price.currency) : null;

/** One message for whatever the buttons offer, quoting the prices they show (or asking for them). */
export function buyMessage(input: Pick<BuyActionsInput, 'course' | 'path' | 'child'>): string {
  const { course, path, child } = input;
  const forChild = child ? ` para ${child.name}` : '';
  const coursePrice = priceOf(course);
  const pathPrice = priceOf(path);
  if (course && path) {
    const both =
      coursePrice && pathPrice
        ? `el curso ${course.name} de ${thePath(
            path.name,
          )} (${coursePrice}) o la ruta completa (${pathPrice})`
        : `el curso ${course.name} de ${thePath(path.name)} o la ruta completa`;
    return `Hola, quiero comprar ${both}${forChild}.${coursePrice && pathPrice ? '' : ` ${ASK_PRICE}`}`;
  }
  const what = course ? `el curso ${course.name}` : `la ruta completa ${path?.name ?? ''}`;
  const price = course ? coursePrice : pathPrice;
  return `Hola, quiero comprar ${what}${forChild}. ${price ? `Precio: ${price}.` : ASK_PRICE}`;
}

function payAction(
  offered: Offered | null,
  label: string,
  hint: string,
  childId?: number,
): PayActionView | null {
  const price = priceOf(offered);
  if (!offered?.quote || offered.quote.paid || !price) return null;
  const href = childId === undefined ? offered.quote.href : `${offered.quote.href}&hijo=${childId}`;
  return { label: ONLINE_TEXT.priced(label, price), hint, href };
}

/** Null when nothing is offered. */
export function buyActions(input: BuyActionsInput): BuyActionsView | null {
  const { course, path } = input;
  const offered = [course, path].filter((item) => item !== null);
  // Nothing to sell, or the family already has all of it: no way to buy it again.
  if (offered.length === 0 || offered.every((item) => item.quote?.paid)) return null;
  // Offered together, each button names what it pays; alone, it says 'Pagar en línea'.
  const both = course !== null && path !== null;
  const action = (item: Offered | null, label: string, hint: (name: string) => string) =>
    item && payAction(item, both ? label : ONLINE_TEXT.payOnline, hint(item.name), input.child?.id);
  return {
    course: action(course, ONLINE_TEXT.payCourse, ONLINE_TEXT.courseHint),
    path: action(path, ONLINE_TEXT.payPath, ONLINE_TEXT.pathHint),
    chat: { label: ONLINE_TEXT.chat, href: chatLink(input.chatNumber, buyMessage(input)) },
  };
}
