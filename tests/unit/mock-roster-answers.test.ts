/**
 * The simulated roster's answers kept with their JSON (mocks/handlers/organization-roster.ts,
 * decision 063): the text sent is the answer's own JSON, written once while nothing changes, and
 * written again as soon as an organization's row changes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { resetDatabase } from '../../mocks/db/seed';
import { rosterPage, rosterPageText, rosterSummaryText } from '../../mocks/handlers/organization-roster';

afterEach(() => resetDatabase());

const FIRST_PAGE = { page: 1, page_size: 10 };

describe('the roster answers as JSON', () => {
  it('sends the page’s own JSON, the same text while nothing changes', () => {
    const text = rosterPageText(1, FIRST_PAGE);
    expect(JSON.parse(text)).toEqual(rosterPage(1, FIRST_PAGE));
    expect(rosterPageText(1, FIRST_PAGE)).toBe(text);
    expect(rosterPageText(1, { ...FIRST_PAGE, page: 2 })).not.toBe(text);
  });

  it('writes the page and the figures again once an enrolment changes', () => {
    const page = JSON.parse(rosterPageText(1, FIRST_PAGE)) as { data: { id: number; progress: number }[] };
    const summary = JSON.parse(rosterSummaryText(1)) as { data: { average_progress: number } };
    const first = page.data[0];
    if (!first) throw new Error('no enrolments in organization 1');
    db.organizationEnrolment.update({ where: { id: { equals: first.id } }, data: { progress: 0 } });
    const after = JSON.parse(rosterPageText(1, FIRST_PAGE)) as typeof page;
    expect(after.data[0]).toMatchObject({ id: first.id });
    expect(after.data[0]?.progress).not.toBe(first.progress);
    expect(JSON.parse(rosterSummaryText(1))).not.toEqual(summary);
  });

  it('computes the export’s large pages on every call, as before', () => {
    const big = { page: 1, page_size: 500 };
    expect(JSON.parse(rosterPageText(1, big))).toEqual(rosterPage(1, big));
  });
});
