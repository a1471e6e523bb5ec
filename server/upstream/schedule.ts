/** Changing a class schedule (docs/decisions/037); refusals are 400/409 with a `code`. */
import { callService } from './client';
import {
  ScheduleChangeAnswerSchema,
  ScheduleOptionsSchema,
  type ScheduleChangeAnswer,
  type ScheduleChangeBody,
  type ScheduleOptions,
} from './schemas/schedule';
import { apiService } from './services';

export async function getScheduleOptions(bearer: string, enrolmentId: number): Promise<ScheduleOptions> {
  const { data } = await callService(apiService(), {
    path: `/api/enrollments/${enrolmentId}/groups/`,
    bearer,
    schema: ScheduleOptionsSchema,
  });
  return data.data;
}

export async function changeEnrolmentGroup(
  bearer: string,
  enrolmentId: number,
  body: ScheduleChangeBody,
): Promise<ScheduleChangeAnswer> {
  const { data } = await callService(apiService(), {
    method: 'PATCH',
    path: `/api/enrollments/${enrolmentId}/`,
    bearer,
    body,
    schema: ScheduleChangeAnswerSchema,
  });
  return data.data;
}
