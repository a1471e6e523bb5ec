/**
 * 'Mis datos': asking to correct or delete the family's data (issue 55 point 6). The request goes
 * action → procedure → API, is listed with its status in the parent's zone, is never sent twice
 * while open, keeps what the parent wrote when refused, and another family never sees it.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { runWithScenario } from '../../mocks/scenarios/context';
import { DATA_REQUEST_TEXT } from '../../kernel/texts/data-requests';
import { logger } from '../../server/log/logger';
import { dataRequestAction, loadMyData } from '../../app/routes/dashboard.mis-datos/my-data.server';
import { signedInCookie } from '../support/caller';

const PAGE = 'http://localhost/dashboard/mis-datos';

interface Posted {
  result: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
}

async function page(cookie: string) {
  const data = await (await loadMyData(new Request(PAGE, { headers: { cookie } }))).json();
  return data as {
    requests: Array<{ kind: string; status: string; detail: string; answer: string | null }> | null;
  };
}

async function send(cookie: string, fields: Record<string, string>) {
  return dataRequestAction(
    new Request(PAGE, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

const aliasCookie = () => signedInCookie(`padre+${randomUUID().slice(0, 8)}@example.com`);

describe('rectification and deletion requests', () => {
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

  it('a rectification is sent, listed as received, and not sent twice while open', async () => {
    const cookie = await aliasCookie();
    expect((await page(cookie)).requests).toEqual([]);
    const fields = { kind: 'rectification', detail: 'El nombre de Sofía lleva tilde.' };
    const sent = await send(cookie, fields);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/dashboard/mis-datos#solicitudes');
    expect((await page(cookie)).requests).toEqual([
      expect.objectContaining({ kind: 'Corregir un dato', status: 'Recibida', detail: fields.detail }),
    ]);

    const again = await send(cookie, fields);
    expect(again.status).toBe(409);
    const posted = (await again.json()) as Posted;
    expect(posted.result.error?.['']).toEqual([DATA_REQUEST_TEXT.alreadyOpen.rectification]);
    expect(posted.result.initialValue).toMatchObject(fields);
    expect((await page(cookie)).requests).toHaveLength(1);
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
