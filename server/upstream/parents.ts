/** The parents' zone calls (spec §7; the children list is not in the spec, docs/decisions/015). */
import { callService } from './client';
import {
  ChildListSchema,
  ParentEnrolmentsSchema,
  RecommendedListSchema,
  StudentRedirectSchema,
  type RecommendedCard,
} from './schemas/parents';
import { apiService } from './services';

const LEARNING_PLATFORM = 'kodea';

export async function listChildren(bearer: string) {
  const { data } = await callService(apiService(), {
    path: '/api/parents/children/',
    bearer,
    schema: ChildListSchema,
  });
  return data.data;
}

/** With `childId` (`?student=`, not in the spec), only that child's; another family's child is a 404. */
export async function listParentEnrolments(bearer: string, childId?: number) {
  const { data } = await callService(apiService(), {
    path: '/api/enrolments/',
    query: { student: childId },
    bearer,
    schema: ParentEnrolmentsSchema,
  });
  return data.data;
}

/** A child of another family is a 404. */
export async function listRecommended(
  bearer: string,
  type: RecommendedCard['type'],
  childId: number,
): Promise<RecommendedCard[]> {
  const { data } = await callService(apiService(), {
    path: `/api/recommended/dashboard/${type}/${childId}/`,
    bearer,
    schema: RecommendedListSchema,
  });
  return data.data;
}

export async function studentZoneRedirect(bearer: string, childId: number): Promise<string> {
  const { data } = await callService(apiService(), {
    path: `/api/students/${LEARNING_PLATFORM}_redirect/${childId}`,
    bearer,
    schema: StudentRedirectSchema,
  });
  return data.redirect_login;
}
