import { entryBySlug, listEntries } from './content';
import { entryListSchema } from './schemas/content';
import { CoursePackEntrySchema, LearningPathEntrySchema } from './schemas/catalogue-content';

const LearningPathListSchema = entryListSchema(LearningPathEntrySchema);
const CoursePackListSchema = entryListSchema(CoursePackEntrySchema);

export const listLearningPathEntries = () => listEntries('learningPath', LearningPathListSchema);
export const findLearningPathEntryBySlug = (slug: string) =>
  entryBySlug('learningPath', LearningPathListSchema, slug);

export const listCoursePackEntries = () => listEntries('coursePack', CoursePackListSchema);
export const findCoursePackEntryBySlug = (slug: string) =>
  entryBySlug('coursePack', CoursePackListSchema, slug);
