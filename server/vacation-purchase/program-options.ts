/**
 * The payment cards of /enrollment (spec §2 "Vacation payment cards"), derived from the program the
 * parent chose: one card per group (schedule) of that program, as it is sold, so no card can
 * contradict 'Tu compra'. The dates line is content (`schedule_text`); the spec's fixed texts are
 * only the default (docs/decisions/013-vacation-texts-as-content.md).
 */
import { countClassDays, formatHourInZone, timeZoneLabel } from '@kernel/dates';
import type { VacationProgram } from '../upstream/schemas/vacation';
import { joinDays } from './schedule-text';

/** Spec §2/§9: the option at index 2 is tagged 'Recomendado' and lists its courses and modules. */
export const RECOMMENDED_INDEX = 2;

/** Spec §9's fixed schedule texts, by card position: the default when content gives none. */
export function defaultScheduleText(index: number): string {
  if (index === RECOMMENDED_INDEX) return '4 días a la semana, del 4 al 31 de enero';
  return index === 0 ? 'Del 2 al 28 de febrero' : 'Del 1 al 24 de febrero';
}

export interface ProgramOption {
  groupId: string;
  /** The class days, e.g. 'Lunes y Miércoles' (spec §3: the first part of the option's name). */
  title: string;
  /**
   * The class hours in the buyer's zone, naming it: '10:00 AM a 11:30 AM (hora de Perú)'. Two
   * schedules on the same days differ by these (issue 20); empty for a schedule without classes.
   */
  times: string;
  scheduleText: string;
  /** Days per week. */
  frequency: number;
  sessions: number;
  recommended: boolean;
  /** The schedule in the parent's purchase. */
  chosen: boolean;
  courses: { name: string; modules: { name: string }[] }[];
}

/** Hours of the first class (a schedule's classes share them), moved from Lima to `timeZone`. */
function classTimes(group: VacationProgram['groups'][number], timeZone: string): string {
  const first = group.frequency[0];
  if (!first) return '';
  const hour = (time: string) => formatHourInZone(group.start_date, time, timeZone);
  return `${hour(first.time_start)} a ${hour(first.time_end)} (${timeZoneLabel(timeZone)})`;
}

export function programOptions(
  program: VacationProgram,
  chosenGroupId: string | null,
  timeZone = 'America/Lima',
): ProgramOption[] {
  const courses = program.courses.map((course) => ({
    name: course.name,
    modules: course.modules.map((module) => ({ name: module.name })),
  }));
  return program.groups.map((group, index) => {
    const days = group.frequency.map((slot) => slot.day_name);
    return {
      groupId: group.id,
      title: joinDays(days),
      times: classTimes(group, timeZone),
      scheduleText: group.schedule_text?.trim() || defaultScheduleText(index),
      frequency: days.length,
      sessions: countClassDays(group.start_date, group.end_date, days),
      recommended: index === RECOMMENDED_INDEX,
      chosen: group.id === chosenGroupId,
      courses,
    };
  });
}
