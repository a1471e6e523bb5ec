/** A child's student login as a parent sees and replaces it, always behind the parent's own password. */
import { ChildPasswordAnswerSchema, ConfirmPasswordAnswerSchema } from './schemas/child-login';
import { callApi, postApi } from './services';

export const confirmParentPassword = async (bearer: string, password: string) =>
  postApi('/api/auth/confirm-password/', { password }, ConfirmPasswordAnswerSchema, { bearer });

export async function setChildPassword(
  bearer: string,
  childId: number,
  body: { password: string; parent_password: string },
) {
  const answer = await callApi({
    method: 'PUT',
    path: `/api/parents/children/${childId}/password/`,
    bearer,
    body,
    schema: ChildPasswordAnswerSchema,
  });
  return answer.data;
}
