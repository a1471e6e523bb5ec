/** Membership first, and upstream 403/404 is NOT_FOUND too, so outsiders cannot probe ids. */
import { z } from 'zod';
import { csvFileName } from '../../organization/csv';
import { rosterCsvStream } from '../../organization/csv-stream';
import { rosterQuery, StatusKeySchema } from '../../organization/filters';
import { createUserCache } from '../../cache/user-cache';
import { pageWindow } from '../../organization/page-window';
import { pageOf, ROSTER_PAGE_SIZE } from '../../organization/pagination';
import { toRosterRows } from '../../organization/roster';
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

/** The URL's own bound: refused before any call. */
const PageSchema = z.number().int().positive().max(999_999);

const notFound = () => new OutcomeError({ kind: 'not-found' }, 'Organización no encontrada');

function requireMember(auth: Auth, id: number): void {
  if (auth.platform !== 'organizacion' || auth.organizationId !== id) throw notFound();
}

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
  return pageOf(toRosterRows(answer.data, ctx.timeZone, today), answer.meta);
}

/** Cached per coordinator; the roster page is always asked with the user's bearer, so a revoked member is refused. */
const headingCache = createUserCache<{ organization: Organization; summary: OrganizationSummary }>({
  maxEntries: 2_000,
});

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

  /** The first page is read before returning, so a refusal is an error here, not a broken download. */
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
