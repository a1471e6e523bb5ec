/**
 * /dashboard/horario/{enrolmentId} (decision 037), loader and action called directly: success
 * redirects to the child's tab, each refusal re-renders the page with its Spanish message and the
 * current state (never a 500), another family's enrolment is a 404, an upstream failure a 502.
 */
import { describe, expect, it } from 'vitest';
import { runWithScenario } from '../../mocks/scenarios/context';
import {
  loadSchedulePage,
  scheduleAction,
  type SchedulePageData,
} from '../../app/routes/dashboard.horario.$enrolmentId/schedule-page.server';
import { loadDashboardLayout } from '../../app/routes/dashboard/dashboard-layout.server';
import { signedInCookie } from '../support/caller';

const ORIGIN = 'http://localhost';

async function answer(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function post(cookie: string, enrolmentId: string, fields: Record<string, string>) {
  const request = new Request(`${ORIGIN}/dashboard/horario/${enrolmentId}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return answer(() => scheduleAction(request, { enrolmentId }));
}

function get(cookie: string, enrolmentId: string) {
  const request = new Request(`${ORIGIN}/dashboard/horario/${enrolmentId}`, { headers: { cookie } });
  return answer(() => loadSchedulePage(request, { enrolmentId }));
}

const read = async (response: Response): Promise<SchedulePageData> => response.json();

describe('the Cambiar horario route', () => {
  it("loads the family's page, privately", async () => {
    const response = await get(await signedInCookie('horario@example.com'), '6501');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    expect((await read(response)).view.groups.map((group) => group.id)).toEqual([9502, 9503]);
  });

  it("is a 404 for another family's enrolment, an unknown one and a malformed id", async () => {
    const cookie = await signedInCookie('padre@example.com');
    expect((await get(cookie, '6501')).status).toBe(404);
    expect((await get(cookie, '999999')).status).toBe(404);
    expect((await get(cookie, 'abc')).status).toBe(404);
    expect((await post(cookie, '6501', { groupId: '9502', version: '0' })).status).toBe(404);
  });

  it('sends a visitor to the login dialog (the dashboard layout), loading nothing itself', async () => {
    const request = new Request(`${ORIGIN}/dashboard/horario/6501`);
    const response = await answer(() => loadDashboardLayout(request));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/dashboard/horario/6501?login');
    expect(await (await get('', '6501')).json()).toBeNull();
    // The visitor's action still opens the dialog: actions run without the layout's loader.
    const posted = await answer(() =>
      scheduleAction(new Request(request, { method: 'POST', body: new URLSearchParams() }), {
        enrolmentId: '6501',
      }),
    );
    expect(posted.headers.get('Location')).toBe('/dashboard/horario/6501?login');
  });

  it("changes the group and goes to the child's tab", async () => {
    const response = await post(await signedInCookie('horario@example.com'), '6501', {
      groupId: '9502',
      version: '0',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/dashboard?hijo=571&pestana=cursos');
  });

  it('re-renders with the message for a full group, another course, and a stale page', async () => {
    const cookie = await signedInCookie('horario@example.com');
    const full = await post(cookie, '6501', { groupId: '9503', version: '0' });
    expect(full.status).toBe(409);
    expect((await read(full)).message).toBe('Ese grupo se quedó sin cupos. Elige otro grupo.');
    const other = await post(cookie, '6501', { groupId: '9512', version: '0' });
    expect((await read(other)).message).toBe('Ese grupo no es de este curso. Elige uno de la lista.');
    await post(cookie, '6501', { groupId: '9502', version: '0' });
    const stale = await post(cookie, '6501', { groupId: '9503', version: '0' });
    expect(stale.status).toBe(409);
    const data = await read(stale);
    expect(data.message).toMatch(/^El horario se cambió en otra pestaña o dispositivo/);
    // The page shows the state as it is now: version 1, in 9502.
    expect(data.view.version).toBe(1);
    expect(data.view.current.schedule?.lines[0].text).toBe('Lunes y Miércoles de 6:00 PM a 7:30 PM');
  });

  it('asks to choose when no group was sent', async () => {
    const response = await post(await signedInCookie('horario@example.com'), '6501', { version: '0' });
    expect(response.status).toBe(400);
    expect((await read(response)).message).toBe('Elige un grupo para continuar.');
  });

  it('refuses a started course and one inside the cut-off with their reasons', async () => {
    const cookie = await signedInCookie('horario@example.com');
    const started = await post(cookie, '6502', { groupId: '9512', version: '0' });
    expect((await read(started)).message).toBe('El curso ya empezó: ya no se puede cambiar de horario.');
    const closed = await post(cookie, '6503', { groupId: '9522', version: '0' });
    expect((await read(closed)).message).toBe(
      'Ya pasó el plazo para cambiar de horario antes de la primera clase.',
    );
  });

  it('explains an upstream failure (schedule-change-error) with a 502 and changes nothing', async () => {
    const cookie = await signedInCookie('horario@example.com');
    const response = await runWithScenario('schedule-change-error', () =>
      post(cookie, '6501', { groupId: '9502', version: '0' }),
    );
    expect(response.status).toBe(502);
    const data = await read(response);
    expect(data.message).toBe(
      'No pudimos cambiar el horario en este momento. Inténtalo de nuevo en unos minutos.',
    );
    expect(data.view.version).toBe(0);
  });
});
