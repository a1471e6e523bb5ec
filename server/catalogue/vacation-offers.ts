/**
 * The vacation programs that teach a course, for its page (issue 20, decision 031): a program is a
 * product of its own (its schedule, sessions and price), so the course page names it as such and
 * links to it, instead of letting the course's facts stand for it. Only programs the purchase page
 * sells (the first 2 of the age range, spec §9) are offered; the link is /vacaciones' own choice.
 */
import { countClassDays } from '@kernel/dates';
import { formatMoney, type Currency } from '@kernel/money';
import { priceFor } from '../vacation-purchase/pricing';
import { PROGRAMS_SHOWN } from '../vacation-purchase/shown-program';
import type { AgeRangeName } from '../upstream/schemas/content';
import type { VacationProgram } from '../upstream/schemas/vacation';
import { sessionsText } from './program-facts';

export interface VacationOffer {
  name: string;
  /** '8 sesiones en 4 semanas'; null when the program has no schedule yet. */
  facts: string | null;
  /** 'S/ 450' */
  price: string;
  /** '/vacaciones?edad=8_to_11&programa=0' */
  href: string;
}

/** Sessions of the program's first schedule (every schedule of a program is sold as the same length). */
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
