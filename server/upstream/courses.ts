import { ApiCourseSchema } from './schemas/courses';
import { callApi } from './services';

export async function getApiCourse(id: string) {
  return callApi({ path: `/api/courses/${encodeURIComponent(id)}`, schema: ApiCourseSchema });
}
