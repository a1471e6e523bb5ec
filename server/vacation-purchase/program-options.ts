/** The payment cards of /enrollment: one per group of the chosen program, so none can contradict 'Tu compra'. */
import { countClassDays, timeZoneLabel } from '@kernel/dates';
import type { VacationProgram } from '../upstream/schemas/vacation';
import { classHours, joinDays } from './schedule-text';

/** Spec §2/§9: tagged 'Recomendado' and lists its courses and modules. */
export const RECOMMENDED_INDEX = 2;

/** The default when content gives none. */
export function defaultScheduleText(index: number): string {
  if (index === RECOMMENDED_INDEX) return '4 días a la semana, del 4 al 31 de enero';
  return index === 0 ? 'Del 2 al 28 de febrero' : 'Del 1 al 24 de febrero';
}

export function programOptions(
  program: VacationProgram,
  chosenGroupId: string | null,
  timeZone = 'America/Lima',
) {
  const courses = program.courses.map((course) => ({
    name: course.name,
    modules: course.modules.map((module) => ({ name: module.name })),
  }));
  return program.groups.map((group, index) => {
    const days = group.frequency.map((slot) => slot.day_name);
    const hours = classHours(group, timeZone);
    return {
      groupId: group.id,
      title: joinDays(days),
      /** Two schedules on the same days differ by these; empty for a schedule without classes. */
      times: hours ? `${hours} (${timeZoneLabel(timeZone)})` : '',
      scheduleText: group.schedule_text?.trim() || defaultScheduleText(index),
      frequency: days.length,
      sessions: countClassDays(group.start_date, group.end_date, days),
      recommended: index === RECOMMENDED_INDEX,
      chosen: group.id === chosenGroupId,
      courses,
    };
  });
}

export type ProgramOption = ReturnType<typeof programOptions>[number];
