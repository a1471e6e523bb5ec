/** Changing a class schedule (docs/decisions/037); refusals are 400/409 with a `code`. */
import {
  ScheduleChangeAnswerSchema,
  ScheduleOptionsSchema,
  type ScheduleChangeAnswer,
  type ScheduleChangeBody,
  type ScheduleOptions,
} from './schemas/schedule';
import { apiData } from './services';

export const getScheduleOptions = async (bearer: string, enrolmentId: number): Promise<ScheduleOptions> =>
  apiData({ path: `/api/enrollments/${enrolmentId}/groups/`, bearer, schema: ScheduleOptionsSchema });

export const changeEnrolmentGroup = async (
  bearer: string,
  enrolmentId: number,
  body: ScheduleChangeBody,
): Promise<ScheduleChangeAnswer> =>
  apiData({
    method: 'PATCH',
    path: `/api/enrollments/${enrolmentId}/`,
    bearer,
    body,
    schema: ScheduleChangeAnswerSchema,
  });
