import { callService } from './client';
import { ApiCourseSchema } from './schemas/courses';
import { apiService } from './services';

export async function getApiCourse(id: string) {
  const { data } = await callService(apiService(), {
    path: `/api/courses/${encodeURIComponent(id)}`,
    schema: ApiCourseSchema,
  });
  return data;
}
