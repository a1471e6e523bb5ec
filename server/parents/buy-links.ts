/**
 * The parents' zone sells over chat (spec §1, §4): 'Comprar curso' / 'Comprar ruta completa'
 * open a chat with a prefilled Spanish message naming the child, the course or path and its
 * price — the product's own, as the API states it (decision 076: the course's price is the same
 * inside its path and on its page). Buttons appear only on blocked or remaining courses without
 * an invoice. When the API states no price, the message asks for it instead of quoting one.
 */
import { chatLink } from '@kernel/chat';
import { currencyForCountry, formatMoney } from '@kernel/money';
import { ONLINE_TEXT, TEXT } from '@kernel/texts/parents';
import type { CourseEnrolment } from '../upstream/schemas/parents';
import { thePath } from '@kernel/texts/catalogue';

export interface LinkView {
  label: string;
  href: string;
}

/** `hint` says what it pays (hidden). */
export interface OnlineLinkView extends LinkView {
  hint: string;
}

export interface BuyLinksView {
  course: LinkView;
  fullPath: LinkView | null;
  /** Only when the upstream names the catalogue slugs: without them, chat only. */
  online: { course: OnlineLinkView | null; fullPath: OnlineLinkView | null };
}

/** Spec §4: only blocked or remaining courses without an invoice. */
export function canBuy(enrolment: Pick<CourseEnrolment, 'status' | 'invoice'>): boolean {
  return (enrolment.status === 'blocked' || enrolment.status === 'remaining') && enrolment.invoice === null;
}

export interface BuyContext {
  chatNumber: string;
  countryCode: string;
  childName: string;
  /** The course's path, when it is part of one; `slug` and its price when the upstream names them. */
  path: ({ name: string; level: number; slug?: string } & Priced) | null;
}

/** A product's own price per currency, as the API states it (absent: not stated). */
export interface Priced {
  price_pen?: number;
  price_usd?: number;
}

const ASK_PRICE = '¿Me pueden indicar el precio?';

/** ' Precio: S/ 549.' in the parent's currency, or the question when the API states none. */
function priceSentence(product: Priced, countryCode: string): string {
  const currency = currencyForCountry(countryCode);
  const amount = currency === 'PEN' ? product.price_pen : product.price_usd;
  return amount === undefined ? ASK_PRICE : `Precio: ${formatMoney(amount, currency)}.`;
}

export function courseBuyMessage(course: { name: string } & Priced, context: BuyContext): string {
  const ofPath = context.path ? ` de ${thePath(context.path.name)}` : '';
  const intro = `Hola, quiero comprar el curso ${course.name}${ofPath} para ${context.childName}.`;
  return `${intro} ${priceSentence(course, context.countryCode)}`;
}

export function pathBuyMessage(path: { name: string } & Priced, context: BuyContext): string {
  const intro = `Hola, quiero comprar la ruta completa ${path.name} para ${context.childName}.`;
  return `${intro} ${priceSentence(path, context.countryCode)}`;
}

/** Null when the rule says none. */
export function buyLinks(
  enrolment: Pick<CourseEnrolment, 'status' | 'invoice' | 'course' | 'student'>,
  context: BuyContext,
): BuyLinksView | null {
  if (!canBuy(enrolment)) return null;
  const course = {
    label: TEXT.buyCourse,
    href: chatLink(context.chatNumber, courseBuyMessage(enrolment.course, context)),
  };
  const fullPath = context.path
    ? { label: TEXT.buyPath, href: chatLink(context.chatNumber, pathBuyMessage(context.path, context)) }
    : null;
  return { course, fullPath, online: onlineLinks(enrolment.course, enrolment.student.id, context.path) };
}

function payHref(params: Record<string, string>): string {
  return `/pagar?${new URLSearchParams(params).toString()}`;
}

/** Each link only with the slugs it needs. */
export function onlineLinks(
  course: Pick<CourseEnrolment['course'], 'name' | 'slug'>,
  childId: number,
  path: BuyContext['path'],
): BuyLinksView['online'] {
  const hijo = String(childId);
  const pathSlug = path?.slug;
  const courseLink = (href: string): OnlineLinkView => ({
    label: ONLINE_TEXT.payOnline,
    hint: ONLINE_TEXT.courseHint(course.name),
    href,
  });
  if (!path) {
    return { course: course.slug ? courseLink(payHref({ curso: course.slug, hijo })) : null, fullPath: null };
  }
  return {
    course:
      pathSlug && course.slug ? courseLink(payHref({ ruta: pathSlug, curso: course.slug, hijo })) : null,
    fullPath: pathSlug
      ? {
          label: ONLINE_TEXT.payOnline,
          hint: ONLINE_TEXT.pathHint(path.name),
          href: payHref({ ruta: pathSlug, hijo }),
        }
      : null,
  };
}
