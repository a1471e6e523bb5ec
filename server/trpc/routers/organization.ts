/**
 * The organization (B2B) dashboard. Only members of the organization get anything: the session's
 * own organization is checked here before any upstream call, and the upstream's 403/404 for an
 * organization the bearer does not belong to is mapped to NOT_FOUND too, so an outsider cannot
 * even tell whether the id exists. Filters, search and pages are the upstream's query parameters
 * and the figures its summary, so a page makes the same calls whatever the roster's size; the CSV
 * reads the roster page by page as the download takes it.
 */
import { z } from 'zod';
import { csvFileName } from '../../organization/csv';
import { rosterCsvStream } from '../../organization/csv-stream';
import { rosterQuery, StatusKeySchema } from '../../organization/filters';
import { createUserCache } from '../../cache/user-cache';
import { pageWindow } from '../../organization/page-window';
import { pageOf, ROSTER_PAGE_SIZE } from '../../organization/pagination';
import { toRosterRow } from '../../organization/roster';
import { limaToday } from '../../campaigns/current';
import { summaryFrom } from '../../organization/summary';
import { UpstreamError } from '../../upstream/errors';
import {
  getOrganization,
  getOrganizationSummary,
  listOrganizationEnrolments,
} from '../../upstream/organizations';
import {
  MAX_ROSTER_PAGE_SIZE,
  type Organization,
  type OrganizationSummary,
} from '../../upstream/schemas/organizations';
import type { Context } from '../context';
import { authedProcedure, router } from '../init';
import { OutcomeError } from '../outcomes';

type Auth = NonNullable<Context['auth']>;
type Filters = z.infer<typeof FiltersSchema>;

const FiltersSchema = z.object({
  course: z.number().int().positive().nullable(),
  status: StatusKeySchema.nullable(),
  search: z.string().max(80),
});

const IdSchema = z.object({ id: z.number().int().positive() });

/** Pages past this are refused before any call: the URL's own bound (filters.ts reads 6 digits). */
const PageSchema = z.number().int().positive().max(999_999);

const notFound = () => new OutcomeError({ kind: 'not-found' }, 'Organización no encontrada');

function requireMember(auth: Auth, id: number): void {
  if (auth.platform !== 'organizacion' || auth.organizationId !== id) throw notFound();
}

/** Runs upstream calls for a member; an outsider's 403/404 becomes NOT_FOUND. */
async function asMember<T>(auth: Auth, id: number, calls: () => Promise<T>): Promise<T> {
  requireMember(auth, id);
  try {
    return await calls();
  } catch (error) {
    if (error instanceof UpstreamError && (error.kind === 'forbidden' || error.kind === 'not-found'))
      throw notFound();
    throw error;
  }
}

/** One page of roster rows in the coordinator's zone. */
async function rosterRows(
  ctx: { auth: Auth; timeZone: string },
  id: number,
  filters: Filters,
  page: number,
  size: number,
) {
  const answer = await listOrganizationEnrolments(
    ctx.auth.refreshToken,
    id,
    rosterQuery(filters, page, size),
  );
  const today = limaToday();
  return pageOf(
    answer.data.map((enrolment) => toRosterRow(enrolment, ctx.timeZone, today)),
    answer.meta,
  );
}

/**
 * The organization's name and figures, shown again by every filter, search and page: kept per
 * coordinator like any user's answers. Membership is checked before reading them, and the roster
 * page is always asked of the upstream with the user's bearer, so a revoked member still gets the
 * upstream's refusal on the next request.
 */
const headingCache = createUserCache<{ organization: Organization; summary: OrganizationSummary }>({
  maxEntries: 2_000,
});

/** Name and figures: two upstream calls, kept per user for a short while. */
function heading(auth: Auth, id: number) {
  return headingCache.get(auth.user.id, String(id), async () => {
    const [organization, summary] = await Promise.all([
      getOrganization(auth.refreshToken, id),
      getOrganizationSummary(auth.refreshToken, id),
    ]);
    return { organization, summary };
  });
}

export const organizationRouter = router({
  /**
   * The dashboard: name, figures over the whole roster, the filtered page, the page links to show
   * (first, last, current ± 2, gaps as null) and the filter options.
   */
  dashboard: authedProcedure
    .input(IdSchema.extend({ filters: FiltersSchema, page: PageSchema }))
    .query(({ ctx, input }) =>
      asMember(ctx.auth, input.id, async () => {
        const [{ organization, summary }, page] = await Promise.all([
          heading(ctx.auth, input.id),
          rosterRows(ctx, input.id, input.filters, input.page, ROSTER_PAGE_SIZE),
        ]);
        return {
          organization,
          summary: summaryFrom(summary),
          courses: summary.courses,
          page,
          window: pageWindow(page.page, page.pageCount),
        };
      }),
    ),

  /**
   * The CSV download: the file's name and its body as a stream. The organization and the first
   * page are read before it returns, so a refusal is an error here, not a broken download; the
   * next pages are read as the download takes the previous ones (server/organization/csv-stream.ts).
   * `origin` makes the certificate links absolute (a spreadsheet has no page).
   */
  csv: authedProcedure
    .input(IdSchema.extend({ filters: FiltersSchema, origin: z.url() }))
    .query(({ ctx, input }) =>
      asMember(ctx.auth, input.id, async () => {
        const [organization, first] = await Promise.all([
          getOrganization(ctx.auth.refreshToken, input.id),
          rosterRows(ctx, input.id, input.filters, 1, MAX_ROSTER_PAGE_SIZE),
        ]);
        async function* pages() {
          yield first.items;
          for (let page = 2; page <= first.pageCount; page++)
            yield (
              await asMember(ctx.auth, input.id, () =>
                rosterRows(ctx, input.id, input.filters, page, MAX_ROSTER_PAGE_SIZE),
              )
            ).items;
        }
        return { fileName: csvFileName(organization.name), body: rosterCsvStream(pages(), input.origin) };
      }),
    ),

  /** One page of the export's rows (500 a page) with the organization, for a caller that wants data. */
  export: authedProcedure
    .input(IdSchema.extend({ filters: FiltersSchema, page: PageSchema.default(1) }))
    .query(({ ctx, input }) =>
      asMember(ctx.auth, input.id, async () => {
        const [organization, page] = await Promise.all([
          getOrganization(ctx.auth.refreshToken, input.id),
          rosterRows(ctx, input.id, input.filters, input.page, MAX_ROSTER_PAGE_SIZE),
        ]);
        return {
          organization,
          rows: page.items,
          page: page.page,
          pageCount: page.pageCount,
          total: page.total,
        };
      }),
    ),
});
