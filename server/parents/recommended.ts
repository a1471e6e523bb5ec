/**
 * The recommended-course card (spec §2, §3 "Recommended course card"). Both of its buttons,
 * 'Ver curso' and 'Ver ruta', lead to a chat-messaging contact, here prefilled with a message
 * naming the recommendation and the child. Age ranges the app knows get their Spanish label;
 * anything else is shown as the API wrote it.
 */
import { AGE_RANGE_LABEL, isAgeRange } from '@kernel/age-ranges';
import { chatLink } from '@kernel/chat';
import { discountLabel, durationLabel, TEXT, UI_TEXT } from '@kernel/texts/parents';
import type { RecommendedCard } from '../upstream/schemas/parents';
import { startDateView, type StartDateView } from './course-card';

export interface RecommendedCardView {
  id: number;
  kind: RecommendedCard['type'];
  ageRange: string;
  image: string;
  name: string;
  durationText: string;
  startDate: StartDateView;
  /** '-15%', or null without a discount. */
  discount: string | null;
  /** 'Curso' / 'Ruta' */
  typeLabel: string;
  /** 'Ver curso' / 'Ver ruta' */
  buttonText: string;
  href: string;
}

export interface RecommendedContext {
  chatNumber: string;
  timeZone: string;
  childName: string;
}

export function recommendedMessage(
  card: Pick<RecommendedCard, 'nameCourse' | 'type'>,
  childName: string,
): string {
  const what = card.type === 'course' ? 'el curso' : 'la ruta';
  return `Hola, quiero más información sobre ${what} ${card.nameCourse} para ${childName}.`;
}

export function recommendedCardView(card: RecommendedCard, context: RecommendedContext): RecommendedCardView {
  const isCourse = card.type === 'course';
  return {
    id: card.id,
    kind: card.type,
    ageRange: isAgeRange(card.ageRange) ? AGE_RANGE_LABEL[card.ageRange] : card.ageRange,
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
