import { callService } from './client';
import { CourseEntrySchema, FaqEntrySchema, entryListSchema } from './schemas/content';
import { contentService } from './services';

const CourseListSchema = entryListSchema(CourseEntrySchema);
const FaqListSchema = entryListSchema(FaqEntrySchema);

export async function listCourseEntries() {
  const { data } = await callService(contentService(), {
    path: '/entries',
    query: { content_type: 'course', limit: 100 },
    schema: CourseListSchema,
  });
  return data.items;
}

export async function getCourseEntry(id: string) {
  const { data } = await callService(contentService(), {
    path: `/entries/${encodeURIComponent(id)}`,
    schema: CourseEntrySchema,
  });
  return data;
}

/** The content service has no slug route: it filters entries by field. */
export async function findCourseEntryBySlug(slug: string) {
  const { data } = await callService(contentService(), {
    path: '/entries',
    query: { content_type: 'course', 'fields.slug': slug, limit: 1 },
    schema: CourseListSchema,
  });
  return data.items[0] ?? null;
}

export async function listFaqEntries(page: string) {
  const { data } = await callService(contentService(), {
    path: '/entries',
    query: { content_type: 'faq', 'fields.page': page },
    schema: FaqListSchema,
  });
  return data.items;
}
