/**
 * The vacation programs' content texts must agree with their groups (decision 013): the start
 * text names the month of the earliest group, each card's dates are its group's first and last
 * class, and every group really gives the sessions the spec promises (8, or 16 for the pack).
 */
import { describe, expect, it } from 'vitest';
import { vacationPrograms } from '../../fixtures/vacation-programs';
import { countClassDays } from '../../kernel/dates';

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

function parts(iso: string) {
  const [year, month, day] = iso.split('-').map(Number);
  return { year, month: MONTHS[month - 1], day };
}

/** 'Del 11 de enero al 3 de febrero de 2027', or 'Del 5 al 28 de enero de 2027' within one month. */
function rangeText(startIso: string, endIso: string): string {
  const start = parts(startIso);
  const end = parts(endIso);
  const from = start.month === end.month ? `${start.day}` : `${start.day} de ${start.month}`;
  return `Del ${from} al ${end.day} de ${end.month} de ${end.year}`;
}

describe('vacation fixtures: content texts consistent with the groups', () => {
  it.each(vacationPrograms.map((program) => [program.id, program] as const))(
    '%s: start_text is the month and year of its first group',
    (_id, program) => {
      const first = [...program.groups].sort((a, b) => a.start_date.localeCompare(b.start_date))[0];
      if (!first) {
        expect(program.start_text).toBe('Fecha de inicio por definir');
        return;
      }
      const { month, year } = parts(first.start_date);
      expect(program.start_text).toBe(`${month[0].toUpperCase()}${month.slice(1)} ${year}`);
    },
  );

  const groups = vacationPrograms.flatMap((program) =>
    program.groups.map((group) => [group.id, group, program.courses.length] as const),
  );

  it.each(groups)('%s: schedule_text spans its start and end dates', (_id, group) => {
    expect(group.schedule_text).toBe(rangeText(group.start_date, group.end_date));
  });

  it.each(groups)('%s: 8 sessions per course, the last one on end_date', (_id, group, courseCount) => {
    const days = group.frequency.map((slot) => slot.day_name);
    expect(countClassDays(group.start_date, group.end_date, days)).toBe(8 * courseCount);
    expect(countClassDays(group.end_date, group.end_date, days)).toBe(1);
  });
});
