/** The parents' zone sells over chat (spec §4): a prefilled message names child, product and price. */
import { chatLink } from '@kernel/chat';
import { ONLINE_TEXT, TEXT } from '@kernel/texts/parents';
import type { CourseEnrolment } from '../upstream/schemas/parents';
import { pathPrices } from '../catalogue/path-prices';

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
  /** `slug` when the upstream names it. */
  path: { name: string; level: number; slug?: string } | null;
}

const ASK_PRICE = '¿Me pueden indicar el precio?';

export function courseBuyMessage(courseName: string, context: BuyContext): string {
  if (!context.path)
    return `Hola, quiero comprar el curso ${courseName} para ${context.childName}. ${ASK_PRICE}`;
  const prices = pathPrices(context.path.level, context.countryCode);
  const intro = `Hola, quiero comprar el curso ${courseName} de la ruta ${context.path.name} para ${context.childName}.`;
  return prices ? `${intro} Precio: ${prices.course.text}.` : `${intro} ${ASK_PRICE}`;
}

export function pathBuyMessage(path: { name: string; level: number }, context: BuyContext): string {
  const prices = pathPrices(path.level, context.countryCode);
  const intro = `Hola, quiero comprar la ruta completa ${path.name} para ${context.childName}.`;
  return prices ? `${intro} Precio: ${prices.fullPath.text}.` : `${intro} ${ASK_PRICE}`;
}

/** Null when the rule says none. */
export function buyLinks(
  enrolment: Pick<CourseEnrolment, 'status' | 'invoice' | 'course' | 'student'>,
  context: BuyContext,
): BuyLinksView | null {
  if (!canBuy(enrolment)) return null;
  const course = {
    label: TEXT.buyCourse,
    href: chatLink(context.chatNumber, courseBuyMessage(enrolment.course.name, context)),
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
