/**
 * The parents' zone upstream calls (spec §7). GET /api/parents/children/ is not in the spec
 * (docs/decisions/015-parents-zone.md): the spec's Child (§3) has to come from somewhere, and the
 * enrolments answer names children only by student {id, full_name}.
 */
import { callService } from './client';
import {
  ChildListSchema,
  ParentEnrolmentsSchema,
  RecommendedListSchema,
  StudentRedirectSchema,
  type RecommendedCard,
} from './schemas/parents';
import { apiService } from './services';

/** The student platform the parents' 'Zona de Estudiantes' card enters ({learning_platform}_redirect). */
const LEARNING_PLATFORM = 'kodea';

export async function listChildren(bearer: string) {
  const { data } = await callService(apiService(), {
    path: '/api/parents/children/',
    bearer,
    schema: ChildListSchema,
  });
  return data.data;
}

/**
 * Every child's paths and individual courses in one answer; with `childId`, that child's only
 * (`?student=`, not in the spec: docs/decisions/003), so a page about one child costs the
 * same whatever the size of the family. A child of another family is a 404.
 */
export async function listParentEnrolments(bearer: string, childId?: number) {
  const { data } = await callService(apiService(), {
    path: '/api/enrolments/',
    query: { student: childId },
    bearer,
    schema: ParentEnrolmentsSchema,
  });
  return data.data;
}

/** Cards recommended for one child; a child of another family is a 404 (UpstreamError 'not-found'). */
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

/** A one-time login URL into the child's student zone. */
export async function studentZoneRedirect(bearer: string, childId: number): Promise<string> {
  const { data } = await callService(apiService(), {
    path: `/api/students/${LEARNING_PLATFORM}_redirect/${childId}`,
    bearer,
    schema: StudentRedirectSchema,
  });
  return data.redirect_login;
}
