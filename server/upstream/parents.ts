/** The parents' zone calls (spec §7; the children list is not in the spec, docs/decisions/015). */
import {
  ChildListSchema,
  ParentEnrolmentsSchema,
  RecommendedListSchema,
  StudentRedirectSchema,
  type RecommendedCard,
} from './schemas/parents';
import { apiData, callApi } from './services';

const LEARNING_PLATFORM = 'kodea';

export const listChildren = async (bearer: string) =>
  apiData({ path: '/api/parents/children/', bearer, schema: ChildListSchema });

/** With `childId` (`?student=`, not in the spec), only that child's; another family's child is a 404. */
export const listParentEnrolments = async (bearer: string, childId?: number) =>
  apiData({
    path: '/api/enrolments/',
    query: { student: childId },
    bearer,
    schema: ParentEnrolmentsSchema,
  });

/** A child of another family is a 404. */
export const listRecommended = async (
  bearer: string,
  type: RecommendedCard['type'],
  childId: number,
): Promise<RecommendedCard[]> =>
  apiData({
    path: `/api/recommended/dashboard/${type}/${childId}/`,
    bearer,
    schema: RecommendedListSchema,
  });

export async function studentZoneRedirect(bearer: string, childId: number): Promise<string> {
  const data = await callApi({
    path: `/api/students/${LEARNING_PLATFORM}_redirect/${childId}`,
    bearer,
    schema: StudentRedirectSchema,
  });
  return data.redirect_login;
}
