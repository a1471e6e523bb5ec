/** The content service: course and FAQ entries, Contentful-style (sys + fields). */
import { http } from 'msw';
import { MOCK_CONTENT_TOKEN, MOCK_CONTENT_URL } from '../config';
import { db } from '../db';
import { jsonAnswer } from '../http/api-answers';
import { listBySlug, listCatalogueEntries } from './catalogue-content';
import { listSiteEntries } from './site-content';

type CourseRecord = ReturnType<typeof db.course.getAll>[number];

export function courseEntry(course: CourseRecord) {
  return {
    sys: { id: course.id, contentType: 'course', updatedAt: course.updatedAt },
    fields: {
      name: course.name,
      slug: course.slug,
      initialDate: course.initialDate,
      endDate: course.endDate,
      shortDescription: course.shortDescription,
      shortDescriptionForGrid: course.shortDescriptionForGrid,
      h1Tag: course.h1Tag,
      backgroundimage: { url: course.backgroundImage, title: course.name },
      mainImage: { url: course.mainImage, title: course.name },
      ageRange: { sys: { id: `age-${course.ageRange}` }, fields: { name: course.ageRange } },
      products: course.modules.map((m) => ({ sys: { id: m.id }, fields: { concept: m.concept } })),
      groups: course.groups.map((g) => ({
        sys: { id: g.id },
        fields: { name: g.name, startDate: g.startDate, startHour: g.startHour },
      })),
      silabo: course.silabo,
    },
  };
}

export function listEntries(url: URL) {
  const type = url.searchParams.get('content_type');
  if (type === 'course') return listBySlug(db.course.getAll(), url, courseEntry);
  if (type === 'faq') {
    const page = url.searchParams.get('fields.page');
    const items = db.faq
      .getAll()
      .filter((f) => !page || f.page === page)
      .map((f) => ({
        sys: { id: f.id, contentType: 'faq' },
        fields: { question: f.question, answer: f.answer },
      }));
    return { total: items.length, items };
  }
  return listCatalogueEntries(url) ?? listSiteEntries(url);
}

function hasDeliveryToken(request: Request): boolean {
  return request.headers.get('authorization') === `Bearer ${MOCK_CONTENT_TOKEN}`;
}

const invalidToken = () =>
  jsonAnswer(
    {
      sys: { type: 'Error', id: 'AccessTokenInvalid' },
      message: 'The access token you sent could not be found or is invalid.',
    },
    { status: 401 },
  );

/** Contentful's own 404 body, not the REST API's. */
const entryNotFound = () =>
  jsonAnswer(
    { sys: { type: 'Error', id: 'NotFound' }, message: 'The resource could not be found.' },
    { status: 404 },
  );

export const contentHandlers = [
  http.get(`${MOCK_CONTENT_URL}/entries`, ({ request }) => {
    if (!hasDeliveryToken(request)) return invalidToken();
    const list = listEntries(new URL(request.url));
    return list
      ? jsonAnswer(list)
      : jsonAnswer(
          { sys: { type: 'Error', id: 'InvalidQuery' }, message: 'Unknown content type' },
          { status: 400 },
        );
  }),

  http.get(`${MOCK_CONTENT_URL}/entries/:id`, ({ request, params }) => {
    if (!hasDeliveryToken(request)) return invalidToken();
    const course = db.course.findFirst({ where: { id: { equals: String(params.id) } } });
    return course ? jsonAnswer(courseEntry(course)) : entryNotFound();
  }),
];
