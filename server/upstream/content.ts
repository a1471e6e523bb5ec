import type { z } from 'zod';
import { callService } from './client';
import { CourseEntrySchema, FaqEntrySchema, entryListSchema } from './schemas/content';
import { contentService } from './services';

const CourseListSchema = entryListSchema(CourseEntrySchema);
const FaqListSchema = entryListSchema(FaqEntrySchema);

/** The entries `query` selects: the content service has no slug route, it filters entries by field. */
export async function contentEntries<L extends z.ZodType<{ items: unknown[] }>>(
  schema: L,
  query: Record<string, string | number>,
): Promise<z.infer<L>['items']> {
  const { data } = await callService(contentService(), { path: '/entries', query, schema });
  return data.items;
}

/** The one entry of that type whose slug field matches, or null. */
export async function entryBySlug<L extends z.ZodType<{ items: unknown[] }>>(
  schema: L,
  contentType: string,
  slug: string,
): Promise<z.infer<L>['items'][number] | null> {
  const [entry] = await contentEntries(schema, { content_type: contentType, 'fields.slug': slug, limit: 1 });
  return entry ?? null;
}

export async function listCourseEntries() {
  return contentEntries(CourseListSchema, { content_type: 'course', limit: 100 });
}

export async function getCourseEntry(id: string) {
  const { data } = await callService(contentService(), {
    path: `/entries/${encodeURIComponent(id)}`,
    schema: CourseEntrySchema,
  });
  return data;
}

export async function findCourseEntryBySlug(slug: string) {
  return entryBySlug(CourseListSchema, 'course', slug);
}

export async function listFaqEntries(page: string) {
  return contentEntries(FaqListSchema, { content_type: 'faq', 'fields.page': page });
}
