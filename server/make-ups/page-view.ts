/** The make-up page as the parent reads it (decision 091): dates in their zone, seats in words. */
import { formatWeekdayDateTimeInZone } from '@kernel/dates';
import { MAKE_UP_TEXT } from '@kernel/texts/make-ups';
import { classesHref } from '../parents/class-history-view';
import { dashboardHref } from '../parents/urls';
import type { MakeUp, MakeUpOptions } from '../upstream/schemas/make-ups';

export interface MakeUpClassView {
  id: number;
  groupName: string;
  when: string;
  seatsText: string;
  full: boolean;
}

export interface MakeUpPageView {
  sessionId: number;
  /** This page. */
  selfHref: string;
  /** The course's class history on the parents' zone, opened. */
  backHref: string;
  lead: string;
  rules: string;
  until: string;
  /** The request already made for this class: the page says its status instead of the form. */
  current: string | null;
  /** The request's state as `makeUps.state` answers it: watched on the open page while pending. */
  state: MakeUpState | null;
  /** Why no request can be made now (the window passed, the limit used). */
  closed: string | null;
  classes: MakeUpClassView[];
}

/** 'Recuperación solicitada' / 'confirmada: {fecha}' / 'rechazada: {motivo}', as the history says. */
export function makeUpStatusText(makeUp: MakeUp, timeZone: string): string {
  if (makeUp.status === 'confirmada')
    return MAKE_UP_TEXT.status.confirmada(formatWeekdayDateTimeInZone(makeUp.starts_at, timeZone));
  if (makeUp.status === 'rechazada') return MAKE_UP_TEXT.status.rechazada(makeUp.reason ?? '');
  return MAKE_UP_TEXT.status.solicitada;
}

/** The make-up page of a missed class. */
export const makeUpHref = (sessionId: number) => `/dashboard/recuperacion/${sessionId}`;

export interface MakeUpState {
  status: MakeUp['status'];
  /** As the history and the page say it. */
  text: string;
}

/** The request as the make-up page's live part watches it (issue 77, make-up-states.ts). */
export const makeUpState = (makeUp: MakeUp | null | undefined, timeZone: string): MakeUpState | null =>
  makeUp ? { status: makeUp.status, text: makeUpStatusText(makeUp, timeZone) } : null;

function closedText(options: MakeUpOptions, now: Date): string | null {
  if (options.session.attendance === 'attended') return MAKE_UP_TEXT.refused.not_absent;
  if (Date.parse(options.request_until) <= now.getTime()) return MAKE_UP_TEXT.refused.window_passed;
  if (options.used >= options.settings.max_per_course) return MAKE_UP_TEXT.refused.limit_reached;
  return null;
}

export function makeUpPageView(options: MakeUpOptions, timeZone: string, now: Date): MakeUpPageView {
  const when = (instant: string) => formatWeekdayDateTimeInZone(instant, timeZone);
  const learningPathId = options.enrollment.learning_path_id;
  const current = options.make_up && options.make_up.status !== 'rechazada' ? options.make_up : null;
  return {
    sessionId: options.session.id,
    selfHref: makeUpHref(options.session.id),
    backHref: classesHref(
      dashboardHref({
        childId: options.child.id,
        tab: learningPathId === null ? 'cursos' : 'rutas',
        pathId: learningPathId ?? undefined,
      }),
      options.enrollment.id,
      1,
    ),
    lead: MAKE_UP_TEXT.lead(options.child.first_name, options.course_name, when(options.session.starts_at)),
    rules: MAKE_UP_TEXT.rules(options.settings.window_days, options.settings.max_per_course),
    until: MAKE_UP_TEXT.until(when(options.request_until)),
    current: current ? makeUpStatusText(current, timeZone) : null,
    state: makeUpState(options.make_up, timeZone),
    closed: current ? null : closedText(options, now),
    classes: options.classes.map((target) => ({
      id: target.id,
      groupName: target.group_name,
      when: when(target.starts_at),
      seatsText: target.seats_left === 0 ? MAKE_UP_TEXT.full : MAKE_UP_TEXT.seatsLeft(target.seats_left),
      full: target.seats_left === 0,
    })),
  };
}
