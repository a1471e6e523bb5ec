/**
 * The organization dashboard's upstream calls (paths not in the spec: decision 020). The
 * API answers 403 or 404 for an organization the bearer does not belong to; the router maps both
 * to NOT_FOUND. Filters, search and pages travel as query parameters and the figures come from
 * the upstream's summary, so a page costs the same three calls whatever the roster's size.
 */
import { callService } from './client';
import {
  OrganizationAnswerSchema,
  OrganizationEnrolmentPageSchema,
  OrganizationSummaryAnswerSchema,
  RosterQuerySchema,
  type RosterQuery,
} from './schemas/organizations';
import { apiService } from './services';

export async function getOrganization(bearer: string, id: number) {
  const { data } = await callService(apiService(), {
    path: `/api/organizations/${id}/`,
    bearer,
    schema: OrganizationAnswerSchema,
  });
  return data.data;
}

export async function getOrganizationSummary(bearer: string, id: number) {
  const { data } = await callService(apiService(), {
    path: `/api/organizations/${id}/summary/`,
    bearer,
    schema: OrganizationSummaryAnswerSchema,
  });
  return data.data;
}

/**
 * One page of the roster; the query is checked here first, so a bad one never leaves the app. The
 * page is frozen: requests that got the same answer share it.
 */
export async function listOrganizationEnrolments(bearer: string, id: number, query: RosterQuery) {
  const { page, page_size, course, status, search } = RosterQuerySchema.parse(query);
  const { data } = await callService(apiService(), {
    path: `/api/organizations/${id}/students/`,
    query: { page, page_size, course, status, search },
    bearer,
    schema: OrganizationEnrolmentPageSchema,
  });
  return data;
}
