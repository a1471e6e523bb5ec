/**
 * The organization's name and its figures, kept per coordinator for a short while (decision 039):
 * they change only when Kodea enrols or certifies students — never through the dashboard, which
 * has no mutations — while every filter, search and page asks for them again. Keyed by the user
 * AND the organization, in this process only, never shared between users; the router checks
 * membership before reading it, and the roster page itself is always asked of the upstream with
 * the user's bearer, so a revoked member still gets the upstream's refusal on the next request.
 */
import { LRUCache } from 'lru-cache';
import type { Organization, OrganizationSummary } from '../upstream/schemas/organizations';

export interface OrganizationHeading {
  organization: Organization;
  summary: OrganizationSummary;
}

/** Figures at most this old: a coordinator reloading sees a new enrolment within half a minute. */
export const HEADING_TTL_MS = 30_000;

const headings = new LRUCache<string, OrganizationHeading>({ max: 2000, ttl: HEADING_TTL_MS });

/** The cached heading, or `load()`'s (kept only when it succeeds: a refusal is never kept). */
export async function cachedHeading(
  userId: number,
  organizationId: number,
  load: () => Promise<OrganizationHeading>,
): Promise<OrganizationHeading> {
  const key = `${userId}:${organizationId}`;
  const known = headings.get(key);
  if (known) return known;
  const heading = await load();
  headings.set(key, heading);
  return heading;
}

/** For tests that change the upstream's figures mid-test. */
export function forgetHeadings(): void {
  headings.clear();
}
