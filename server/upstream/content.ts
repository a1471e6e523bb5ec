import type { z } from 'zod';
import { callService } from './client';
import { CourseEntrySchema, FaqEntrySchema, entryListSchema } from './schemas/content';
import { contentService } from './services';

type EntryList = z.ZodType<{ items: unknown[] }>;

const CourseListSchema = entryListSchema(CourseEntrySchema);
const FaqListSchema = entryListSchema(FaqEntrySchema);

/** The entries `query` selects: the content service has no slug route, it filters entries by field. */
async function contentEntries<L extends EntryList>(
  schema: L,
  query: Record<string, string | number>,
): Promise<z.infer<L>['items']> {
  const { data } = await callService(contentService(), { path: '/entries', query, schema });
  return data.items;
}

/** Every entry of that type (up to 100), `query` narrowing or ordering them. */
export const listEntries = <L extends EntryList>(
  contentType: string,
  schema: L,
  query: Record<string, string | number> = {},
): Promise<z.infer<L>['items']> =>
  contentEntries(schema, { content_type: contentType, limit: 100, ...query });

/** The one entry of that type whose slug field matches, or null. */
export async function entryBySlug<L extends EntryList>(
  contentType: string,
  schema: L,
  slug: string,
): Promise<z.infer<L>['items'][number] | null> {
  const [entry] = await contentEntries(schema, { content_type: contentType, 'fields.slug': slug, limit: 1 });
  return entry ?? null;
}

export const listCourseEntries = () => listEntries('course', CourseListSchema);
export const findCourseEntryBySlug = (slug: string) => entryBySlug('course', CourseListSchema, slug);

export async function getCourseEntry(id: string) {
  const { data } = await callService(contentService(), {
    path: `/entries/${encodeURIComponent(id)}`,
    schema: CourseEntrySchema,
  });
  return data;
}

export const listFaqEntries = (page: string) =>
  contentEntries(FaqListSchema, { content_type: 'faq', 'fields.page': page });
