/**
 * The organization (B2B) dashboard. Only members of the organization get anything: the session's
 * own organization is checked here before any upstream call, and the upstream's 403/404 for an
 * organization the bearer does not belong to is mapped to NOT_FOUND too, so an outsider cannot
 * even tell whether the id exists. Both procedures make the same two upstream calls whatever the
 * filters and page (decision 020).
 */
import { z } from 'zod';
import { csvFileName, rosterCsv } from '../../organization/csv';
import { courseOptions, toRosterRow } from '../../organization/roster';
import { filterRows, StatusKeySchema } from '../../organization/filters';
import { paginate } from '../../organization/pagination';
import { summaryOf } from '../../organization/summary';
import { UpstreamError } from '../../upstream/errors';
import { getOrganization, listOrganizationEnrolments } from '../../upstream/organizations';
import type { Context } from '../context';
import { authedProcedure, router } from '../init';
import { OutcomeError } from '../outcomes';

const FiltersSchema = z.object({
  course: z.number().int().positive().nullable(),
  status: StatusKeySchema.nullable(),
  search: z.string().max(80),
});

const IdSchema = z.object({ id: z.number().int().positive() });

const notFound = () => new OutcomeError({ kind: 'not-found' }, 'Organización no encontrada');

function requireMember(auth: NonNullable<Context['auth']>, id: number): void {
  if (auth.platform !== 'organizacion' || auth.organizationId !== id) throw notFound();
}

/** The organization and its whole roster; an outsider's 403/404 becomes NOT_FOUND. */
async function loadRoster(auth: NonNullable<Context['auth']>, id: number, timeZone: string) {
  requireMember(auth, id);
  try {
    const [organization, enrolments] = await Promise.all([
      getOrganization(auth.refreshToken, id),
      listOrganizationEnrolments(auth.refreshToken, id),
    ]);
    const now = new Date();
    return { organization, rows: enrolments.map((enrolment) => toRosterRow(enrolment, timeZone, now)) };
  } catch (error) {
    if (error instanceof UpstreamError && (error.kind === 'forbidden' || error.kind === 'not_found'))
      throw notFound();
    throw error;
  }
}

export const organizationRouter = router({
  /** The dashboard: name, figures over the whole roster, the filtered page and the filter options. */
  dashboard: authedProcedure
    .input(IdSchema.extend({ filters: FiltersSchema, page: z.number().int().positive() }))
    .query(async ({ ctx, input }) => {
      const { organization, rows } = await loadRoster(ctx.auth, input.id, ctx.timeZone);
      const filtered = filterRows(rows, input.filters);
      return {
        organization,
        summary: summaryOf(rows),
        courses: courseOptions(rows),
        page: paginate(filtered, input.page),
      };
    }),

  /**
   * The CSV download (server/organization/csv.ts): every row matching the filters, as the file's
   * name and body. `origin` makes the certificate links absolute (a spreadsheet has no page).
   */
  csv: authedProcedure
    .input(IdSchema.extend({ filters: FiltersSchema, origin: z.url() }))
    .query(async ({ ctx, input }) => {
      const { organization, rows } = await loadRoster(ctx.auth, input.id, ctx.timeZone);
      return {
        fileName: csvFileName(organization.name),
        body: rosterCsv(filterRows(rows, input.filters), input.origin),
      };
    }),

  /** Every row matching the filters (no page), for the CSV export. */
  export: authedProcedure.input(IdSchema.extend({ filters: FiltersSchema })).query(async ({ ctx, input }) => {
    const { organization, rows } = await loadRoster(ctx.auth, input.id, ctx.timeZone);
    return {
      organization,
      rows: filterRows(rows, input.filters),
    };
  }),
});
