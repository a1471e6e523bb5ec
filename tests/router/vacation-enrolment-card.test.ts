/**
 * Issue 76 point 1: a bought vacation program's enrolment is the program on the child's card — its
 * name, its 4 weeks, its sessions, its page — never the course card with the program's numbers
 * ('Curso de Videojuegos con Roblox', '1 mes · 8 sesiones').
 */
import { describe, expect, it } from 'vitest';
import { MOCK_API_URL } from '../../mocks/config';
import { db } from '../../mocks/db';
import { loadParentsDashboard } from '../../app/routes/dashboard._index/parents-dashboard.server';
import { loadVacationPage } from '../../app/routes/vacaciones/vacation-page.server';
import { getSession, readAuth } from '../../server/session.server';
import { signedInCaller, signedInCookie } from '../support/caller';

const ROBLOX_PROGRAM = 'vac-8_to_11-1';

/** 'Crea tu videojuego en Roblox' bought for Diego, as the purchase's enrolment call makes it. */
async function buyRobloxProgram() {
  const { context } = await signedInCaller('padre@example.com');
  db.purchase.create({
    id: 'compra-programa-roblox',
    userId: 101,
    merchantId: '1',
    amount: 450,
    currency: 'PEN',
    description: 'vacaciones',
    programId: ROBLOX_PROGRAM,
    groupId: 'vg-8-1-1',
    transactionId: null,
    paidAmount: null,
    createdAt: new Date().toISOString(),
  });
  const answer = await fetch(`${MOCK_API_URL}/api/enrollments/`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${context.auth?.refreshToken ?? ''}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      course_id: 'crs-005',
      purchase: 'compra-programa-roblox',
      timezone_name: 'America/Lima',
      student_id: 502,
    }),
  });
  expect(answer.status).toBeLessThan(300);
}

async function diegoCourseCards() {
  const cookie = await signedInCookie('padre@example.com');
  const request = new Request('http://localhost/dashboard?hijo=502&pestana=cursos', { headers: { cookie } });
  const session = await getSession(request);
  const auth = readAuth(session);
  if (!auth) throw new Error('expected a signed-in parent');
  const page = await (await loadParentsDashboard(request, { session, auth })).json();
  return (page.view.courses?.current ?? []) as Array<Record<string, unknown>>;
}

describe("a bought vacation program's card", () => {
  it('is the program: its name, weeks, sessions and page', async () => {
    await buyRobloxProgram();
    const card = (await diegoCourseCards()).find((c) => c.name === 'Crea tu videojuego en Roblox');
    expect(card).toMatchObject({
      itemId: `/vacaciones#${ROBLOX_PROGRAM}`,
      durationText: '4 semanas',
      sessionsText: '8 sesiones',
      programPage: { href: `/vacaciones?edad=8_to_11&programa=${ROBLOX_PROGRAM}` },
    });
    expect(
      (await diegoCourseCards()).some((c) => c.itemId === '/cursos/curso-de-videojuegos-con-roblox'),
    ).toBe(false);

    // Its page, by the program's id.
    const response = await loadVacationPage(
      new Request(`http://localhost/vacaciones?edad=8_to_11&programa=${ROBLOX_PROGRAM}`),
    );
    const page = (await response.json()) as { selected: number; programs: { id: string }[] };
    expect(page.programs[page.selected].id).toBe(ROBLOX_PROGRAM);
  });
});
