/** Schedules in Spanish, with hours moved from Lima to the user's time zone (spec §9). */
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { VacationGroup } from '../upstream/schemas/vacation';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

const SOURCE_ZONE = 'America/Lima';

function hourIn(date: string, hour: string, timeZone: string): string {
  return dayjs.tz(`${date} ${hour}`, 'YYYY-MM-DD HH:mm', SOURCE_ZONE).tz(timeZone).locale('es').format('h:mm A');
}

/** 'Lunes y Miércoles' / 'Lunes, Martes, Miércoles y Jueves' */
export function joinDays(days: string[]): string {
  if (days.length <= 1) return days.join('');
  return `${days.slice(0, -1).join(', ')} y ${days[days.length - 1]}`;
}

/** e.g. 'Lunes y Miércoles de 4:00 PM a 5:30 PM' (the first slot's hours; slots of a group share them). */
export function scheduleText(group: VacationGroup, timeZone: string): string {
  const first = group.frequency[0];
  if (!first) return '';
  const days = joinDays(group.frequency.map((slot) => slot.day_name));
  return `${days} de ${hourIn(group.start_date, first.time_start, timeZone)} a ${hourIn(group.start_date, first.time_end, timeZone)}`;
}

/** '11 de enero de 2027' */
export function spanishDate(isoDate: string): string {
  return dayjs(isoDate, 'YYYY-MM-DD').locale('es').format('D [de] MMMM [de] YYYY');
}
