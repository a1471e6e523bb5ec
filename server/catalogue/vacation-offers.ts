/** The vacation programs that teach a course: the course page links to them as products of their own. */
import { countClassDays } from '@kernel/dates';
import type { Currency, Money } from '@kernel/money';
import { weeksOf } from '@kernel/product-facts';
import { priceFor } from '../vacation-purchase/pricing';
import { PROGRAMS_SHOWN } from '../vacation-purchase/shown-program';
import type { AgeRangeName } from '../upstream/schemas/content';
import type { VacationProgram } from '../upstream/schemas/vacation';
import type { ProductFacts } from './program-facts';

export interface VacationOffer {
  programId: string;
  name: string;
  /** 8 sessions over 4 weeks; null when the program has no schedule yet. */
  facts: ProductFacts | null;
  /** What it costs (after its discount). */
  price: Money;
  /** '/vacaciones?edad=8_to_11&programa=0' */
  href: string;
}

/** Sessions of the program's first schedule (every schedule of a program is sold as the same length). */
export function vacationProgramFacts(program: VacationProgram): ProductFacts | null {
  const group = program.groups[0];
  const weeks = weeksOf(program.duration);
  if (!group || weeks === null) return null;
  const days = group.frequency.map((slot) => slot.day_name);
  return { sessions: countClassDays(group.start_date, group.end_date, days), duration: { weeks } };
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
            programId: program.id,
            name: program.name,
            facts: vacationProgramFacts(program),
            price: { amount: priceFor(program, currency).price, currency },
            href: `/vacaciones?edad=${ageRange}&programa=${index}`,
          },
        ]
      : [],
  );
}
