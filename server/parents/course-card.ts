/** One course card of the parents' zone, every text formatted with the spec's labels and fallbacks. */
import { chatLink } from '@kernel/chat';
import { FALLBACK, frequencyLabel, TEXT, UI_TEXT } from '@kernel/texts/parents';
import { durationText, productItemId, sessionsCount, type ProductDuration } from '@kernel/product-facts';
import { INVITE_LABEL } from '@kernel/texts/referral';
import { invitePath } from '../referral/kinds';
import { upcomingClass } from '../student/live-class';
import type { CourseEnrolment } from '../upstream/schemas/parents';
import { buyLinks, canBuy, type LinkView, type QuoteBook } from './buy-links';
import { certificateView, type CertificatePanelView } from './certificate-panel';
import { longDateInZone, scheduleView } from './class-times';
import { progressPercent, statusKeyOf, statusLabel } from './course-status';

export const INDIVIDUAL_COURSE_COLOR = '#8C30F2';

export interface StartDateView {
  value: string;
  note: string | null;
}

export type MaterialView = { kind: 'download'; label: string; href: string } | { kind: 'none'; text: string };

/**
 * Support over chat when the API has no class link (spec §9). A class link shows by the student
 * dashboard's rule (issue 77, server/student/live-class.ts): from 15 minutes before the class to
 * its end; `window` lets the page's clock turn it on and off (app/enhance/class-start.ts), and
 * `open`/`inProgress` are the state when the page was rendered.
 */
export type ClassLinkView =
  | {
      kind: 'class';
      label: string;
      href: string;
      open: boolean;
      inProgress: boolean;
      window: { opensAt: string; startsAt: string; endsAt: string } | null;
    }
  | { kind: 'support'; label: string; href: string };

export type CourseCardView = ReturnType<typeof courseCard>;

export interface CardContext {
  timeZone: string;
  now: Date;
  chatNumber: string;
  /** The prices `/pagar` charges, for the products still to buy (issue 53). */
  quotes: QuoteBook;
  /** The course's path; null for an individual course. */
  path: { name: string; level: number; mainColor: string; slug?: string } | null;
  certificatePanel: CertificatePanelView | null;
}

/** Spec §9: 'Próximamente', explained by 'Fecha de inicio por definir'. */
export function startDateView(isoDate: string | null | undefined, timeZone: string): StartDateView {
  if (!isoDate) return { value: FALLBACK.startDate, note: FALLBACK.startDateNote };
  return { value: longDateInZone(isoDate, timeZone), note: null };
}

export function materialView(instructive: string | null): MaterialView {
  return instructive
    ? { kind: 'download', label: UI_TEXT.downloadMaterial, href: instructive }
    : { kind: 'none', text: FALLBACK.material };
}

export function supportMessage(childName: string, courseName: string): string {
  return `Hola, no encuentro el enlace de la clase de ${childName} en el curso ${courseName}. ¿Me pueden ayudar?`;
}

/** None on an ended course, nor on one still to buy (its card offers the buy buttons). */
export function classLinkView(
  enrolment: Pick<
    CourseEnrolment,
    'status' | 'state' | 'invoice' | 'zoom_url' | 'student' | 'course' | 'group'
  >,
  chatNumber: string,
  now: Date,
): ClassLinkView | null {
  if (enrolment.status === 'has_ended' || canBuy(enrolment)) return null;
  if (enrolment.zoom_url) {
    const next = upcomingClass(
      {
        classes: (enrolment.group?.frequency ?? []).map((slot) => ({
          day: slot.day_name,
          hour: slot.time_start,
        })),
        link: enrolment.zoom_url,
        status: enrolment.status,
        state: enrolment.state,
        initialDate: enrolment.group?.start_date ?? null,
      },
      now,
    );
    return {
      kind: 'class',
      label: UI_TEXT.joinClass,
      href: enrolment.zoom_url,
      open: next?.open ?? false,
      inProgress: next?.inProgress ?? false,
      window: next ? { opensAt: next.opensAt, startsAt: next.startsAt, endsAt: next.endsAt } : null,
    };
  }
  return {
    kind: 'support',
    label: UI_TEXT.contactSupport,
    href: chatLink(chatNumber, supportMessage(enrolment.student.full_name, enrolment.course.name)),
  };
}

/**
 * What the card is of: a vacation program's enrolment is the program — its name, weeks, sessions
 * and page — never its course with the program's numbers (issue 76 point 1); else the course.
 */
function cardProduct(enrolment: CourseEnrolment) {
  const program = enrolment.vacation_program ?? null;
  const { course } = enrolment;
  if (program)
    return {
      itemId: productItemId.vacation(program.id),
      name: program.name,
      duration: { weeks: program.duration_weeks } as ProductDuration,
      sessions: program.number_of_sessions,
      programPage: {
        label: UI_TEXT.vacationProgram,
        href: `/vacaciones?${new URLSearchParams({
          edad: program.age_range,
          programa: program.id,
        }).toString()}`,
      } satisfies LinkView,
    };
  return {
    itemId: course.slug ? productItemId.course(course.slug) : null,
    name: course.name,
    duration: { months: course.duration } as ProductDuration,
    sessions: course.number_of_sessions,
    programPage: null,
  };
}

export function courseCard(enrolment: CourseEnrolment, context: CardContext) {
  const { course, group } = enrolment;
  const progress = progressPercent(enrolment);
  const product = cardProduct(enrolment);
  return {
    enrolmentId: enrolment.id,
    courseId: course.id,
    /** The catalogue course's slug, when the upstream names it. */
    slug: course.slug ?? null,
    /** The product's own page as its microdata names it (the course's, or the program's). */
    itemId: product.itemId,
    /** A vacation program's page, for an enrolment bought as one. */
    programPage: product.programPage,
    name: product.name,
    description: course.description,
    thumbnail: course.thumbnail,
    mainColor: context.path?.mainColor ?? INDIVIDUAL_COURSE_COLOR,
    status: statusKeyOf(enrolment),
    statusLabel: statusLabel(enrolment),
    progress,
    progressText: `${progress}%`,
    duration: product.duration,
    sessions: product.sessions,
    durationText: durationText(product.duration),
    sessionsText: sessionsCount(product.sessions),
    frequencyText: group && group.frequency_numeric > 0 ? frequencyLabel(group.frequency_numeric) : null,
    startDate: startDateView(group?.start_date, context.timeZone),
    endDate: group?.end_date ? longDateInZone(group.end_date, context.timeZone) : null,
    teacher: enrolment.teacher?.full_name.trim() || FALLBACK.teacher,
    schedule: scheduleView(group, context.timeZone, context.now),
    material: materialView(course.instructive),
    classLink: classLinkView(enrolment, context.chatNumber, context.now),
    virtualRoom: enrolment.virtual_room_url
      ? { label: TEXT.virtualRoom, href: enrolment.virtual_room_url }
      : null,
    curriculum: course.curriculum ? { label: UI_TEXT.curriculum, href: course.curriculum } : null,
    projectSummary: course.project_summary?.trim() || FALLBACK.project,
    certificate: certificateView(enrolment.certificate),
    buy: buyLinks(enrolment, {
      chatNumber: context.chatNumber,
      childName: enrolment.student.full_name,
      path: context.path,
      quotes: context.quotes,
    }),
    certificatePanel: context.certificatePanel,
    /** 'Invita a un amigo' on a paid course: its own page, no upstream call here. */
    invite: inviteLink(enrolment),
  };
}

/** To its group while it runs (the friend joins the child's class), else to the course. */
export function inviteLink(enrolment: CourseEnrolment): LinkView | null {
  if (enrolment.invoice === null) return null;
  const toGroup = enrolment.group !== null && enrolment.status !== 'has_ended';
  return {
    label: INVITE_LABEL,
    href: toGroup ? invitePath('group', enrolment.id) : invitePath('course', enrolment.course.id),
  };
}
