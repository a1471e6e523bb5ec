/**
 * certificates.verify (issue 56 point 5, decision 087): anyone, without a session, learns whether
 * a code is a valid certificate, and of its holder only the first name and initial.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { certificates } from '../../fixtures/enrollments';
import { MOCK_API_URL } from '../../mocks/config';
import { mockServer } from '../../mocks/node';
import { runWithScenario } from '../../mocks/scenarios/context';
import { expectedOutcome } from '../../server/trpc/outcomes';
import { signedInCaller, visitorCaller } from '../support/caller';

const [SCRATCH_JUNIOR] = certificates;
const REVOKED = certificates.find((certificate) => certificate.revoked);

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

/** The API's verification calls `run` makes (the handlers answer as usual). */
async function verifyCalls(run: () => Promise<unknown>): Promise<string[]> {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.url.includes('/api/certificates/verify/')) calls.push(request.url);
  };
  mockServer.events.on('request:start', listener);
  try {
    await run();
  } finally {
    mockServer.events.removeListener('request:start', listener);
  }
  return calls;
}

describe('certificates.verify', () => {
  it("a student's certificate: first name and initial, the course, the date in Spanish", async () => {
    expect(await visitorCaller().certificates.verify({ code: SCRATCH_JUNIOR.verificationCode })).toEqual({
      holder: 'Mateo Q.',
      kind: 'Curso',
      title: 'Programación con Scratch Junior',
      issuedOn: '28 de marzo de 2025',
    });
  });

  it("a child's path certificate from the parents' zone", async () => {
    expect(await visitorCaller().certificates.verify({ code: 'GM4TQNQSCHD553BIQLFZ' })).toEqual({
      holder: 'Sofía Q.',
      kind: 'Ruta',
      title: 'Ruta Pequeños Programadores',
      issuedOn: '20 de diciembre de 2025',
    });
  });

  it('says no more about the holder than the page shows, even when the API sends more', async () => {
    mockServer.use(
      http.get(`${MOCK_API_URL}/api/certificates/verify/:code/`, () =>
        HttpResponse.json({
          data: {
            first_name: 'Mateo',
            last_name_initial: 'q',
            last_name: 'Quispe Salas',
            email: 'alumno@example.com',
            user_id: 201,
            title: 'Robótica con micro:bit',
            kind: 'course',
            issued_on: '2025-07-18',
          },
        }),
      ),
    );
    const answer = await visitorCaller().certificates.verify({ code: SCRATCH_JUNIOR.verificationCode });
    expect(answer).toEqual({
      holder: 'Mateo Q.',
      kind: 'Curso',
      title: 'Robótica con micro:bit',
      issuedOn: '18 de julio de 2025',
    });
    expect(JSON.stringify(answer)).not.toMatch(/Quispe|example\.com|201/);
  });

  it('a revoked certificate is not found, and its holder no longer lists it', async () => {
    if (!REVOKED) throw new Error('the fixtures hold a revoked certificate');
    const error = await failure(visitorCaller().certificates.verify({ code: REVOKED.verificationCode }));
    expect(expectedOutcome(error)?.kind).toBe('not-found');
    const { caller } = await signedInCaller('alumno@example.com');
    const listed = await caller.student.certificates();
    expect(listed.map((certificate) => certificate.id)).toEqual([7001, 7002, 7003]);
    expect(listed[0].verification_code).toBe(SCRATCH_JUNIOR.verificationCode);
  });

  it('an unknown code is not found, as the API answers', async () => {
    let error: unknown;
    const calls = await verifyCalls(async () => {
      error = await failure(visitorCaller().certificates.verify({ code: 'AAAAAAAAAAAAAAAAAAAA' }));
    });
    expect(expectedOutcome(error)?.kind).toBe('not-found');
    expect(calls).toHaveLength(1);
  });

  it.each(['', 'pe657zhhjawu3bfvbuhl', 'PE657ZHHJAWU3BFVBUH', 'PE657ZHHJAWU3BFVBUHL0', '../../api/users/'])(
    '%j cannot be a code: not found without asking the API',
    async (code) => {
      let error: unknown;
      const calls = await verifyCalls(async () => {
        error = await failure(visitorCaller().certificates.verify({ code }));
      });
      expect(expectedOutcome(error)?.kind).toBe('not-found');
      expect(calls).toEqual([]);
    },
  );

  it('the API failing is an upstream error, not "not found"', async () => {
    const error = await runWithScenario('certificate-verify-error', () =>
      failure(visitorCaller().certificates.verify({ code: SCRATCH_JUNIOR.verificationCode })),
    );
    expect(expectedOutcome(error)).toBeNull();
    expect(error).toMatchObject({ code: 'BAD_GATEWAY' });
  });
});
