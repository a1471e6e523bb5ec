/**
 * The vacation campaign's programs and requirements, as GET /api/campaigns/{id}?age_range=…
 * carries them; without an age range, every range's programs (a course page asks once for all).
 */
import { requirements, vacationPrograms } from '../../fixtures/vacation-programs';
import { db } from '../db';
import { promotionTerms } from '../catalogue/vacation-promotions';

export function vacationCampaign(ageRange: string | null) {
  const programs = vacationPrograms
    .filter((program) => ageRange === null || program.age_range === ageRange)
    .map((program) => ({
      ...program,
      ...promotionTerms(program.id),
      courses: program.courses.map((course) => {
        const record = db.course.findFirst({ where: { id: { equals: course.id } } });
        return {
          id: course.id,
          name: record?.name ?? course.id,
          slug: record?.slug ?? course.id,
          modules: course.modules,
        };
      }),
    }));
  return { data: { programs, requirements } };
}
