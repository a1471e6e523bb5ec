import { contentEntries, entryBySlug } from './content';
import { entryListSchema } from './schemas/content';
import { CoursePackEntrySchema, LearningPathEntrySchema } from './schemas/catalogue-content';

const LearningPathListSchema = entryListSchema(LearningPathEntrySchema);
const CoursePackListSchema = entryListSchema(CoursePackEntrySchema);

export async function findLearningPathEntryBySlug(slug: string) {
  return entryBySlug(LearningPathListSchema, 'learningPath', slug);
}

export async function listLearningPathEntries() {
  return contentEntries(LearningPathListSchema, { content_type: 'learningPath', limit: 100 });
}

export async function findCoursePackEntryBySlug(slug: string) {
  return entryBySlug(CoursePackListSchema, 'coursePack', slug);
}

export async function listCoursePackEntries() {
  return contentEntries(CoursePackListSchema, { content_type: 'coursePack', limit: 100 });
}
