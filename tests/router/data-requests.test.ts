/**
 * 'Mis datos': the family's ARCO requests (issue 55 point 6, issue 75 point 3, issue 76 point 8).
 * A request goes action → procedure → API, is acknowledged by e-mail with its legal due date, is
 * listed with its status and due date in the parent's zone, is never offered or sent twice while
 * open, keeps what the parent wrote when refused, and another family never sees it.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { arcoDueDate } from '../../kernel/arco';
import { formatLongDate } from '../../kernel/dates';
import { db } from '../../mocks/db';
import { runWithScenario } from '../../mocks/scenarios/context';
import { DATA_REQUEST_TEXT } from '../../kernel/texts/data-requests';
import { logger } from '../../server/log/logger';
import { loadMyData, myDataAction } from '../../app/routes/dashboard.mis-datos/my-data.server';
import { signedInCookie } from '../support/caller';

const PAGE = 'http://localhost/dashboard/mis-datos';

interface Posted {
  result: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
}

interface Row {
  kind: string;
  status: string;
  open: boolean;
  due: string;
  detail: string;
  answer: string | null;
}

async function view(cookie: string) {
  const data = await (await loadMyData(new Request(PAGE, { headers: { cookie } }))).json();
  return (data as { requests: { rows: Row[]; pending: Array<{ kind: string; notice: string }> } | null })
    .requests;
}

async function page(cookie: string) {
  return { requests: (await view(cookie))?.rows ?? null };
}

/** The last day of a request's term filed now, as the page writes it. */
const dueToday = (kind: 'access' | 'rectification' | 'deletion' | 'opposition') =>
  formatLongDate(arcoDueDate(kind, new Date()));

const acknowledgments = (to: string) =>
  db.outboxEmail.getAll().filter((email) => email.to === to && email.subject.startsWith('Kodea · Recibimos'));

async function send(cookie: string, fields: Record<string, string>) {
  return myDataAction(
    new Request(PAGE, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

const aliasCookie = () => signedInCookie(`padre+${randomUUID().slice(0, 8)}@example.com`);

describe('ARCO requests', () => {
  it("the fixture family's answered request, with its status and answer", async () => {
    const { requests } = await page(await signedInCookie('padre@example.com'));
    expect(requests).toEqual([
      expect.objectContaining({
        kind: 'Corregir un dato',
        status: 'Atendida',
        answer: 'Corregimos el apellido de Diego en su cuenta de estudiante.',
      }),
    ]);
  });

  it("privacidad@'s fixtures: every kind and status; the open ones said above the form", async () => {
    const requests = await view(await signedInCookie('privacidad@example.com'));
    expect(requests?.rows.map((row) => `${row.kind} · ${row.status}`)).toEqual([
      'Eliminar los datos de mi familia · Recibida',
      'Oponerme a un uso de mis datos · En proceso',
      'Corregir un dato · No procede',
      'Saber qué datos tienen y cómo los usan · Atendida',
    ]);
    // Filed on Monday 16 November 2026: ten business days end on Monday the 30th.
    expect(requests?.rows[0]?.due).toBe('Plazo legal de respuesta: hasta el 30 de noviembre de 2026');
    // Access, filed on Thursday 1 October: twenty business days, past the 8th (Combate de Angamos).
    expect(requests?.rows[3]?.due).toBe('Plazo legal de respuesta: hasta el 30 de octubre de 2026');
    expect(requests?.pending.map((request) => request.kind)).toEqual(['deletion', 'opposition']);
  });

  it('a rectification is sent, acknowledged, listed with its due date, and not sent twice while open', async () => {
    const email = `padre+${randomUUID().slice(0, 8)}@example.com`;
    const cookie = await signedInCookie(email);
    expect((await page(cookie)).requests).toEqual([]);
    const fields = { kind: 'rectification', detail: 'El nombre de Sofía lleva tilde.' };
    const sent = await send(cookie, fields);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/dashboard/mis-datos#solicitudes');
    const due = dueToday('rectification');
    expect((await page(cookie)).requests).toEqual([
      expect.objectContaining({
        kind: 'Corregir un dato',
        status: 'Recibida',
        open: true,
        detail: fields.detail,
        due: `Plazo legal de respuesta: hasta el ${due}`,
      }),
    ]);
    const [ack, ...more] = acknowledgments(email);
    expect(more).toEqual([]);
    expect(ack?.subject).toBe('Kodea · Recibimos tu solicitud «Corregir un dato»');
    expect(ack?.text).toContain('derecho de rectificación, Ley N.° 29733');
    expect(ack?.text).toContain(fields.detail);
    expect(ack?.text).toContain(`Te responderemos a más tardar el ${due}, el plazo que fija la ley.`);

    const again = await send(cookie, fields);
    expect(again.status).toBe(409);
    const posted = (await again.json()) as Posted;
    expect(posted.result.error?.['']).toEqual([DATA_REQUEST_TEXT.alreadyOpen.rectification]);
    expect(posted.result.initialValue).toMatchObject(fields);
    expect((await page(cookie)).requests).toHaveLength(1);
    expect(acknowledgments(email)).toHaveLength(1);
  });

  it('a deletion request is acknowledged; while pending it is said above the form and not offered again', async () => {
    const email = `padre+${randomUUID().slice(0, 8)}@example.com`;
    const cookie = await signedInCookie(email);
    expect((await view(cookie))?.pending).toEqual([]);
    const sent = await send(cookie, { kind: 'deletion', detail: '', confirmDeletion: 'on' });
    expect(sent.status).toBe(303);
    const due = dueToday('deletion');
    expect(acknowledgments(email).map((mail) => mail.subject)).toEqual([
      'Kodea · Recibimos tu solicitud «Eliminar los datos de mi familia»',
    ]);
    expect(acknowledgments(email)[0]?.text).toContain(`a más tardar el ${due}`);
    const { pending } = (await view(cookie)) ?? { pending: [] };
    expect(pending).toEqual([
      { kind: 'deletion', notice: expect.stringContaining(`a más tardar el ${due}`) },
    ]);
    expect(pending[0]?.notice).toMatch(/^Tu solicitud «Eliminar los datos de mi familia» está en curso/);
  });

  it('access needs no detail and has 20 business days; opposition needs its reason', async () => {
    const cookie = await aliasCookie();
    const refused = await send(cookie, { kind: 'opposition', detail: '' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Posted).result.error?.detail).toEqual([
      'Cuéntanos a qué uso de tus datos te opones y por qué',
    ]);
    expect((await send(cookie, { kind: 'access', detail: '' })).status).toBe(303);
    const reason = 'No quiero que usen la edad de mis hijos para recomendarles cursos.';
    expect((await send(cookie, { kind: 'opposition', detail: reason })).status).toBe(303);
    const rows = (await page(cookie)).requests ?? [];
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'Oponerme a un uso de mis datos',
        detail: reason,
        due: `Plazo legal de respuesta: hasta el ${dueToday('opposition')}`,
      }),
      expect.objectContaining({
        kind: 'Saber qué datos tienen y cómo los usan',
        due: `Plazo legal de respuesta: hasta el ${dueToday('access')}`,
      }),
    ]);
    expect((await view(cookie))?.pending.map((request) => request.kind)).toEqual(['opposition', 'access']);
  });

  it('refusals beside their fields, keeping what was written', async () => {
    const cookie = await aliasCookie();
    const none = (await (await send(cookie, { detail: 'algo' })).json()) as Posted;
    expect(none.result.error?.kind).toEqual(['Elige qué quieres pedir']);
    expect(none.result.initialValue).toMatchObject({ detail: 'algo' });
    const empty = (await (await send(cookie, { kind: 'rectification' })).json()) as Posted;
    expect(empty.result.error?.detail).toEqual(['Cuéntanos qué dato hay que corregir y cuál es el correcto']);
    const unconfirmed = await send(cookie, { kind: 'deletion', detail: 'Ya no usaremos Kodea.' });
    expect(unconfirmed.status).toBe(400);
    expect(((await unconfirmed.json()) as Posted).result.error?.confirmDeletion).toEqual([
      'Confirma que quieres pedir la eliminación de tus datos',
    ]);
    expect((await page(cookie)).requests).toEqual([]);

    const deletion = await send(cookie, { kind: 'deletion', detail: '', confirmDeletion: 'on' });
    expect(deletion.status).toBe(303);
    expect((await page(cookie)).requests).toEqual([
      expect.objectContaining({ kind: 'Eliminar los datos de mi familia', status: 'Recibida' }),
    ]);
  });

  it("another family's requests are not listed", async () => {
    const ana = await aliasCookie();
    await send(ana, { kind: 'rectification', detail: 'Dato privado de Ana.' });
    const other = await page(await aliasCookie());
    expect(JSON.stringify(other.requests)).not.toContain('Dato privado de Ana.');
  });

  it('the API failing: the page shows the rest; a request says so and keeps what was written', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const cookie = await aliasCookie();
    const data = await runWithScenario('data-requests-error', () => page(cookie));
    expect(data.requests).toBeNull();
    const fields = { kind: 'rectification', detail: 'El correo de Diego cambió.' };
    const answer = await runWithScenario('data-requests-error', () => send(cookie, fields));
    expect(answer.status).toBe(502);
    const posted = (await answer.json()) as Posted;
    expect(posted.result.error?.['']).toEqual([DATA_REQUEST_TEXT.failure]);
    expect(posted.result.initialValue).toMatchObject(fields);
  });
});
