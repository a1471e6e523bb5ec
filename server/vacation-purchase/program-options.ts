/** The payment cards of /enrollment: one per group of the chosen program, so none can contradict 'Tu compra'. */
import { countClassDays, formatHourInZone, timeZoneLabel } from '@kernel/dates';
import type { VacationProgram } from '../upstream/schemas/vacation';
import { joinDays } from './schedule-text';

/** Spec §2/§9: tagged 'Recomendado' and lists its courses and modules. */
export const RECOMMENDED_INDEX = 2;

/** The default when content gives none. */
export function defaultScheduleText(index: number): string {
  if (index === RECOMMENDED_INDEX) return '4 días a la semana, del 4 al 31 de enero';
  return index === 0 ? 'Del 2 al 28 de febrero' : 'Del 1 al 24 de febrero';
}

export interface ProgramOption {
  groupId: string;
  title: string;
  /** Two schedules on the same days differ by these; empty for a schedule without classes. */
  times: string;
  scheduleText: string;
  frequency: number;
  sessions: number;
  recommended: boolean;
  chosen: boolean;
  courses: { name: string; modules: { name: string }[] }[];
}

/** A schedule's classes share the first class's hours. */
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
