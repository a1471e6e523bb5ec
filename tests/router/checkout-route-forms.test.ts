/**
 * The checkout pages' form handling (issue 16, app/routes/pagar and dashboard.compras.$invoiceId):
 * what each action answers before any procedure is called — field errors with the values typed
 * (a card number typed into the six-digit field is never echoed whole), the login dialog over the
 * same address for a visitor, and a 404 for an address that names no product or invoice.
 */
import { describe, expect, it } from 'vitest';
import { CHILD_REQUIRED, GROUP_NOT_LISTED } from '../../kernel/texts/payments';
import { invoiceAction } from '../../app/routes/dashboard.compras.$invoiceId/invoice-action.server';
import { loadPagar, pagarAction } from '../../app/routes/pagar/pagar.server';
import { productRefFromQuery as productRefOf } from '../../server/validation/checkout';
import { signedInCookie } from '../support/caller';

const ORIGIN = 'http://localhost';
const PAGAR = '/pagar?ruta=ruta-creadores-de-videojuegos&curso=curso-de-minecraft-education-code-builder';

function post(path: string, fields: Record<string, string>, cookie?: string) {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

async function answer(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe('/pagar: the product named by the address', () => {
  it.each([
    ['curso=curso-de-videojuegos-con-roblox', { type: 'course', course: 'curso-de-videojuegos-con-roblox' }],
    ['ruta=ruta-creadores-de-videojuegos', { type: 'path', path: 'ruta-creadores-de-videojuegos' }],
    [
      'ruta=ruta-creadores-de-videojuegos&curso=curso-de-videojuegos-con-roblox&hijo=501',
      {
        type: 'path-course',
        path: 'ruta-creadores-de-videojuegos',
        course: 'curso-de-videojuegos-con-roblox',
      },
    ],
  ])('%s', (query, ref) => {
    expect(productRefOf(new URLSearchParams(query))).toEqual(ref);
  });

  it.each(['', 'hijo=501', 'curso=../etc', 'ruta=Ruta%20Mala', 'curso=%3Cscript%3E'])(
    '%s names none',
    (query) => {
      expect(productRefOf(new URLSearchParams(query))).toBeNull();
    },
  );
});

describe('/pagar action', () => {
  it('without a child, the form comes back with the message beside the choice and the group kept', async () => {
    const cookie = await signedInCookie();
    const response = await answer(() =>
      pagarAction(post(PAGAR, { intent: 'start', childId: '', groupId: 'g-1' }, cookie)),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.result.error).toEqual({ childId: [CHILD_REQUIRED] });
    expect(body.result.initialValue).toEqual({ groupId: 'g-1' });
    expect(body.refusal).toBeNull();
  });

  it('a group no list offers (a forged, over-long id) is refused in Spanish beside the group', async () => {
    const cookie = await signedInCookie();
    const groupId = 'g'.repeat(61);
    const response = await answer(() =>
      pagarAction(post(PAGAR, { intent: 'start', childId: '501', groupId }, cookie)),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.result.error).toEqual({ groupId: [GROUP_NOT_LISTED] });
  });

  it('a visitor gets the login dialog over the same product', async () => {
    const response = await answer(() =>
      pagarAction(post(`${PAGAR}&hijo=501`, { intent: 'start', childId: '501' })),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${PAGAR}&hijo=501&login`);
  });

  it('the page, to a visitor, opens the login dialog over the same product, then shows it', async () => {
    const opening = await answer(() => loadPagar(new Request(`${ORIGIN}${PAGAR}&hijo=501`)));
    expect(opening.status).toBe(302);
    expect(opening.headers.get('location')).toBe(`${PAGAR}&hijo=501&login`);
    const open = await loadPagar(new Request(`${ORIGIN}${PAGAR}&hijo=501&login`));
    expect(await open.json()).toEqual({ signedIn: false });
  });

  it('an address that names no product is a 404, whatever the form says', async () => {
    const cookie = await signedInCookie();
    const response = await answer(() => pagarAction(post('/pagar?curso=NO', { childId: '501' }, cookie)));
    expect(response.status).toBe(404);
  });
});

describe('invoice page action: forms refused before any call', () => {
  const path = '/dashboard/compras/123';
  const run = async (fields: Record<string, string>) => {
    const cookie = await signedInCookie();
    return answer(() => invoiceAction(post(path, fields, cookie), '123'));
  };

  it('an empty discount code: its message beside the field', async () => {
    const response = await run({ intent: 'apply-code', code: '   ' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.form).toBe('code');
    expect(body.result.error.code).toEqual([expect.stringMatching(/código de descuento/)]);
    expect(body.result.initialValue).toEqual({ code: '   ' });
  });

  it('card digits are no step of the invoice (decision 070): the old six-digit form, from a page opened before, only redirects', async () => {
    const response = await run({ intent: 'check-card', bin: '5160030000000317' });
    expect(response.status).toBe(303);
    expect(await response.text()).not.toContain('5160030000000317');
  });

  it('an intent the page does not have is a 400', async () => {
    for (const intent of ['', 'validar', 'pay-twice']) expect((await run({ intent })).status).toBe(400);
  });

  it('a malformed invoice id is a 404', async () => {
    const cookie = await signedInCookie();
    const response = await answer(() =>
      invoiceAction(post('/dashboard/compras/abc', { intent: 'pay' }, cookie), 'abc'),
    );
    expect(response.status).toBe(404);
  });

  it('a visitor gets the login dialog over the invoice', async () => {
    const response = await answer(() =>
      invoiceAction(post(path, { intent: 'apply-code', code: 'X' }), '123'),
    );
    expect(response.headers.get('location')).toBe(`${path}?login`);
  });
});
