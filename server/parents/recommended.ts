/** The recommended-course card: both buttons open a chat prefilled with the recommendation and the child. */
import { AGE_RANGE_LABEL, fitsChildAge, isAgeRange, type AgeRange } from '@kernel/age-ranges';
import { chatLink } from '@kernel/chat';
import { discountLabel, durationLabel, TEXT, UI_TEXT } from '@kernel/texts/parents';
import { productItemId } from '@kernel/product-facts';
import type { RecommendedCard } from '../upstream/schemas/parents';
import { startDateView } from './course-card';
import { thePath } from '@kernel/texts/catalogue';

export type RecommendedCardView = ReturnType<typeof recommendedCardView>;

export interface RecommendedContext {
  chatNumber: string;
  timeZone: string;
  childName: string;
}

export function recommendedMessage(
  card: Pick<RecommendedCard, 'nameCourse' | 'type'>,
  childName: string,
): string {
  const what = card.type === 'course' ? `el curso ${card.nameCourse}` : thePath(card.nameCourse);
  return `Hola, quiero más información sobre ${what} para ${childName}.`;
}

/** Only the cards of the child's own age range (kernel's one rule), whatever the API sends. */
export function recommendedFor<Card extends Pick<RecommendedCard, 'ageRange'>>(
  child: { age_range: AgeRange | null },
  cards: Card[],
): Card[] {
  return cards.filter((card) => fitsChildAge(card.ageRange, child.age_range));
}

export function recommendedCardView(card: RecommendedCard, context: RecommendedContext) {
  const isCourse = card.type === 'course';
  return {
    id: card.id,
    kind: card.type,
    /** The product's own page (`/cursos/…`, `/rutas/…`), when the API names it. */
    productPage: card.slug
      ? isCourse
        ? productItemId.course(card.slug)
        : productItemId.path(card.slug)
      : null,
    /** The age range's slug when the app knows it. */
    ageRangeSlug: isAgeRange(card.ageRange) ? card.ageRange : null,
    ageRange: isAgeRange(card.ageRange) ? AGE_RANGE_LABEL[card.ageRange] : card.ageRange,
    durationMonths: card.duration,
    /** ISO date, or null. */
    startIso: card.startDate,
    image: card.image,
    name: card.nameCourse,
    durationText: durationLabel(card.duration),
    startDate: startDateView(card.startDate, context.timeZone),
    discount: discountLabel(card.discount),
    typeLabel: isCourse ? UI_TEXT.courseType : UI_TEXT.pathType,
    buttonText: isCourse ? TEXT.seeCourse : TEXT.seePath,
    href: chatLink(context.chatNumber, recommendedMessage(card, context.childName)),
  };
}
