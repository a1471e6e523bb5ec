/**
 * Changing a class schedule (docs/decisions/037): the groups a child may move to (hidden endpoint
 * GET /api/enrollments/{id}/groups/) and the move itself (spec §7 PATCH /api/enrollments/{id}/).
 * Another family's enrolment is a 404 (UpstreamError 'not-found'); refusals are 400/409 with a
 * `code` the caller reads (server/schedule/change.ts).
 */
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
