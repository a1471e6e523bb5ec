import { callService } from './client';
import { entryListSchema } from './schemas/content';
import { CoursePackEntrySchema, LearningPathEntrySchema } from './schemas/catalogue-content';
import { contentService } from './services';

const LearningPathListSchema = entryListSchema(LearningPathEntrySchema);
const CoursePackListSchema = entryListSchema(CoursePackEntrySchema);

export async function findLearningPathEntryBySlug(slug: string) {
  const { data } = await callService(contentService(), {
    path: '/entries',
    query: { content_type: 'learningPath', 'fields.slug': slug, limit: 1 },
    schema: LearningPathListSchema,
  });
  return data.items[0] ?? null;
}

export async function listLearningPathEntries() {
  const { data } = await callService(contentService(), {
    path: '/entries',
    query: { content_type: 'learningPath', limit: 100 },
    schema: LearningPathListSchema,
  });
  return data.items;
}

export async function findCoursePackEntryBySlug(slug: string) {
  const { data } = await callService(contentService(), {
    path: '/entries',
    query: { content_type: 'coursePack', 'fields.slug': slug, limit: 1 },
    schema: CoursePackListSchema,
  });
  return data.items[0] ?? null;
}

export async function listCoursePackEntries() {
  const { data } = await callService(contentService(), {
    path: '/entries',
    query: { content_type: 'coursePack', limit: 100 },
    schema: CoursePackListSchema,
  });
  return data.items;
}
