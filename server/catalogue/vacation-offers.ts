/** The vacation programs that teach a course: the course page links to them as products of their own. */
import { countClassDays } from '@kernel/dates';
import { formatMoney, type Currency } from '@kernel/money';
import { priceFor } from '../vacation-purchase/pricing';
import { PROGRAMS_SHOWN } from '../vacation-purchase/shown-program';
import type { AgeRangeName } from '../upstream/schemas/content';
import type { VacationProgram } from '../upstream/schemas/vacation';
import { sessionsText } from './program-facts';

export interface VacationOffer {
  name: string;
  /** Null when the program has no schedule yet. */
  facts: string | null;
  price: string;
  href: string;
}

/** Every schedule of a program is sold as the same length. */
function programFacts(program: VacationProgram): string | null {
  const group = program.groups[0];
  const weeks = Number(/(\d+)\s*semana/.exec(program.duration)?.[1] ?? 0);
  if (!group || weeks === 0) return null;
  const days = group.frequency.map((slot) => slot.day_name);
  return sessionsText({ sessions: countClassDays(group.start_date, group.end_date, days), weeks });
}

export function vacationOffers(
  programs: VacationProgram[],
  ageRange: AgeRangeName,
  courseId: string,
  currency: Currency,
): VacationOffer[] {
  return programs.slice(0, PROGRAMS_SHOWN).flatMap((program, index) =>
    program.courses.some((course) => course.id === courseId)
      ? [
          {
            name: program.name,
            facts: programFacts(program),
            price: formatMoney(priceFor(program, currency).price, currency),
            href: `/vacaciones?edad=${ageRange}&programa=${index}`,
          },
        ]
      : [],
  );
}
