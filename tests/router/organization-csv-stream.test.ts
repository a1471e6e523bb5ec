/**
 * The CSV export streams (decision 039): the router returns the body as a stream that reads the
 * roster from the upstream a page (500 rows) at a time, only as the reader takes the previous
 * one, and the file is complete and correct for a generated 1,000-enrolment organization.
 */
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { generateOrganization } from '../../fixtures/generators/organization';
import { MOCK_API_URL } from '../../mocks/config';
import { mockServer } from '../../mocks/node';
import { insertGeneratedOrganization } from '../../mocks/support/generate-organization';
import { rosterCsv } from '../../server/organization/csv';
import { signedInCaller } from '../support/caller';
import { readCsv } from '../unit/read-csv';

const NO_FILTERS = { course: null, status: null, search: '' };
const ORIGIN = 'https://kodea.pe';

function countStudentsCalls(): string[] {
  const calls: string[] = [];
  mockServer.use(
    http.get(`${MOCK_API_URL}/api/organizations/:id/students/`, ({ request }) => {
      calls.push(new URL(request.url).search);
      return undefined;
    }),
  );
  return calls;
}

/** The bytes as text, BOM kept (Response.text() would drop it). */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return Buffer.from(await new Response(stream).arrayBuffer()).toString('utf8');
}

describe('organization.csv streams the roster', () => {
  it("org@'s file is byte for byte the file of its rows (BOM, header, CRLF)", async () => {
    const { caller } = await signedInCaller('org@example.com');
    const { fileName, body } = await caller.organization.csv({ id: 1, filters: NO_FILTERS, origin: ORIGIN });
    expect(fileName).toBe('alumnos-colegio-san-martin-de-porres.csv');
    const { rows } = await caller.organization.export({ id: 1, filters: NO_FILTERS });
    expect(await readAll(body)).toBe(rosterCsv(rows, ORIGIN));
  });

  // A thousand rows generated and parsed: room for a machine busy with other test files.
  it('a 1,000-enrolment organization: pages are read as the download takes them, the file is whole', async () => {
    const { organizationId, email } = insertGeneratedOrganization(1000);
    const { caller } = await signedInCaller(email);
    const calls = countStudentsCalls();
    const { body } = await caller.organization.csv({
      id: organizationId,
      filters: NO_FILTERS,
      origin: ORIGIN,
    });
    // Before anything is read: the first page only (read up front so a refusal is an error, not a broken file).
    expect(calls).toEqual(['?page=1&page_size=500']);
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      chunks.push(next.value);
      // Head, then page 1's rows: still one call; page 2 is asked for only after that.
      if (chunks.length <= 2) expect(calls).toHaveLength(1);
    }
    expect(calls).toEqual(['?page=1&page_size=500', '?page=2&page_size=500']);

    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const records = readCsv(text.slice(1));
    expect(records[0]).toEqual([
      'Alumno',
      'Curso',
      'Grupo',
      'Horario',
      'Docente',
      'Estado',
      'Avance (%)',
      'Certificado',
    ]);
    const generated = generateOrganization({ id: organizationId, enrolments: 1000 }).enrolments;
    expect(records.slice(1).map((record) => record[0])).toEqual(generated.map((e) => e.studentName));
    const certified = generated.filter((e) => e.certificate).length;
    expect(
      records.slice(1).filter((record) => record[7].startsWith(`${ORIGIN}/media/certificados/`)),
    ).toHaveLength(certified);
  }, 30_000);

  it('the filters apply to every page of the file', async () => {
    const { organizationId, email } = insertGeneratedOrganization(1000);
    const { caller } = await signedInCaller(email);
    const { body } = await caller.organization.csv({
      id: organizationId,
      filters: { ...NO_FILTERS, status: 'abandoned' },
      origin: ORIGIN,
    });
    const records = readCsv((await readAll(body)).slice(1)).slice(1);
    const abandoned = generateOrganization({ id: organizationId, enrolments: 1000 }).enrolments.filter(
      (e) => e.state === 'abandoned',
    );
    expect(records.length).toBe(abandoned.length);
    expect(records.every((record) => record[5] === 'No completado')).toBe(true);
  });
});
