/**
 * A program's 'Inicio' as its schedules state it (issue 76 point 9): content's start text ('Enero
 * 2027', decision 013) while every schedule starts in that month, else the months the schedules
 * start in ('Enero o febrero de 2027, según el horario'). Without schedules, content's text.
 */
import { formatMonthYear } from '@kernel/dates';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function programStart(startText: string, groupStarts: string[]): string {
  const months = [...new Set([...groupStarts].sort().map((date) => formatMonthYear(date)))];
  if (months.length === 0) return startText;
  if (months.length === 1) {
    const [month] = months;
    const [name, year] = month.split(' de ');
    return startText.toLowerCase() === `${name} ${year}` ? startText : capitalized(month);
  }
  const years = new Set(months.map((month) => month.split(' de ')[1]));
  const listed =
    years.size === 1
      ? `${months
          .map((month) => month.split(' de ')[0])
          .join(', ')
          .replace(/, ([^,]*)$/, ' o $1')} de ${[...years][0]}`
      : months.join(', ').replace(/, ([^,]*)$/, ' o $1');
  return `${capitalized(listed)}, según el horario`;
}
