/**
 * The organization dashboard's upstream calls (paths not in the spec: decision 020). The API
 * answers 403 or 404 for an organization the bearer does not belong to; the router maps both to
 * NOT_FOUND. The roster comes whole: filters, pages, figures and the CSV are computed by the app
 * from one answer (decision 020 says why).
 */
import { callService } from './client';
import { OrganizationAnswerSchema, OrganizationEnrolmentListSchema } from './schemas/organizations';
import { apiService } from './services';

export async function getOrganization(bearer: string, id: number) {
  const { data } = await callService(apiService(), {
    path: `/api/organizations/${id}/`,
    bearer,
    schema: OrganizationAnswerSchema,
  });
  return data.data;
}

export async function listOrganizationEnrolments(bearer: string, id: number) {
  const { data } = await callService(apiService(), {
    path: `/api/organizations/${id}/students/`,
    bearer,
    schema: OrganizationEnrolmentListSchema,
  });
  return data.data;
}
