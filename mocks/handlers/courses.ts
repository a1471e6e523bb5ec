/**
 * GET /api/courses/{id}: the commercial side of a course (sessions, prices); GET /api/courses/:
 * every course's, so a page that shows several asks once.
 */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import { jsonAnswer, requireFound } from '../http/api-answers';

type CourseRecord = NonNullable<ReturnType<typeof db.course.findFirst>>;

function courseAnswer(course: CourseRecord) {
  return {
    id: course.id,
    slug: course.slug,
    number_of_sessions: course.numberOfSessions,
    duration: course.durationMonths,
    duration_weeks: course.durationWeeks ?? null,
    students_per_class: 6,
    session_minutes: 90,
    price_pen: course.pricePen,
    price_usd: course.priceUsd,
    tools: course.tools,
    is_active: true,
  };
}

export const courseHandlers = [
  http.get(`${MOCK_API_URL}/api/courses/`, () => jsonAnswer({ data: db.course.getAll().map(courseAnswer) })),
  http.get(`${MOCK_API_URL}/api/courses/:id`, ({ params }) => {
    const course = requireFound(db.course.findFirst({ where: { id: { equals: String(params.id) } } }));
    return jsonAnswer(courseAnswer(course));
  }),
];
