/** GET /api/products/campaigns/?campaign=vacaciones&age_range=…: programs (with groups and content texts), requirements. */
import { http, HttpResponse } from 'msw';
import { requirements, vacationPrograms } from '../../fixtures/vacation-programs';
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import { badRequest } from '../http/api-answers';

const AGE_RANGES = ['5_to_7', '8_to_11', '12_plus'];

/** The campaign of one age range, with each course's name and slug joined from the course table. */
export function vacationCampaign(ageRange: string) {
  const programs = vacationPrograms
    .filter((program) => program.age_range === ageRange)
    .map((program) => ({
      ...program,
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

export const vacationHandlers = [
  http.get(`${MOCK_API_URL}/api/products/campaigns/`, ({ request }) => {
    const url = new URL(request.url);
    const ageRange = url.searchParams.get('age_range') ?? '';
    if (url.searchParams.get('campaign') !== 'vacaciones')
      return badRequest({ campaign: ['Campaña desconocida.'] });
    if (!AGE_RANGES.includes(ageRange)) return badRequest({ age_range: ['Elija una opción válida.'] });
    return HttpResponse.json(vacationCampaign(ageRange));
  }),
];
