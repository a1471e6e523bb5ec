/**
 * invoices.product and invoices.create against the simulated API: the product on /pagar with its
 * children, one open invoice per child and item (sequential, concurrent, store lock), refusals
 * before anything is created, and another family's child or invoice not found.
 */
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOCK_API_URL } from '../../mocks/config';
import { db } from '../../mocks/db';
import { mockServer } from '../../mocks/node';
import {
  accountCaller,
  DIEGO,
  EMILIANO,
  GAMES_PATH,
  MINECRAFT_IN_PATH,
  ORIGIN,
  refusal,
  ROBLOX_COURSE,
  SOFIA,
} from './invoices-support';
import { invoiceSale } from '../../server/sales/sale-ref';
import { hit } from '../../server/throttle';

const invoicesOf = (userId: number) => db.invoice.findMany({ where: { userId: { equals: userId } } });
const PADRE = 101;

describe('invoices.product', () => {
  it('the next course of a path: its own price in soles, the course groups, the children', async () => {
    const { caller } = await accountCaller();
    const view = await caller.invoices.product({ ref: MINECRAFT_IN_PATH });
    expect(view).toMatchObject({
      ref: MINECRAFT_IN_PATH,
      title: 'Minecraft Education: Code Builder',
      listPrice: { amount: 490, currency: 'PEN' },
      backHref: '/rutas/ruta-creadores-de-videojuegos',
    });
    expect(view.groups.length).toBeGreaterThan(0);
    expect(view.children).toEqual([
      { id: SOFIA, firstName: 'Sofía', unavailable: null, purchaseHref: null },
      {
        id: DIEGO,
        firstName: 'Diego',
        unavailable: 'Este programa es para niños de 8 a 11 años.',
        purchaseHref: null,
        ownAgeRange: '5_to_7',
      },
    ]);
  });

  it('a course the child already has paid: Ya está inscrito', async () => {
    const { caller } = await accountCaller();
    const view = await caller.invoices.product({ ref: ROBLOX_COURSE });
    expect(view.children?.find((child) => child.id === SOFIA)?.unavailable).toBe('Ya está inscrito');
  });

  it('a whole path in dollars for a parent in Mexico', async () => {
    const { caller } = await accountCaller('mama.mx@example.com');
    const view = await caller.invoices.product({ ref: { type: 'path', path: 'ruta-desarrolladores-web' } });
    expect(view).toMatchObject({ listPrice: { amount: 515, currency: 'USD' }, groups: [] });
    expect(view.title).toContain('(ruta completa)');
    expect(view.children).toEqual([
      { id: EMILIANO, firstName: 'Emiliano', unavailable: null, purchaseHref: null },
    ]);
  });

  it('a student sees the product without children; unknown products and a course outside the path are not found', async () => {
    const { caller: student } = await accountCaller('alumno@example.com');
    expect((await student.invoices.product({ ref: MINECRAFT_IN_PATH })).children).toBeNull();
    const { caller } = await accountCaller();
    expect(await refusal(caller.invoices.product({ ref: { type: 'course', course: 'no-existe' } }))).toEqual({
      kind: 'not-found',
    });
    const outside = {
      type: 'path-course',
      path: GAMES_PATH.path,
      course: 'curso-de-python-para-jovenes',
    } as const;
    expect(await refusal(caller.invoices.product({ ref: outside }))).toEqual({ kind: 'not-found' });
  });
});

describe('invoices.create: one open invoice per child and item', () => {
  it('creates the invoice with its enrolments (the chosen group), then reuses it', async () => {
    const { caller } = await accountCaller();
    const groupId = (await caller.invoices.product({ ref: MINECRAFT_IN_PATH })).groups[0].id;
    const first = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA, groupId });
    const again = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA, groupId });
    expect(again).toEqual(first);
    const before = invoicesOf(PADRE).length;
    const view = await caller.invoices.byId(first);
    expect(view).toMatchObject({
      id: first.invoiceId,
      statusLabel: 'pendiente de pago',
      payable: true,
      child: { firstName: 'Sofía' },
      total: 'S/ 490',
    });
    expect(view.number).toMatch(/^PED-/);
    expect(view.methods[0]).toEqual({
      kind: 'card-soles',
      label: 'Tarjeta de crédito o débito',
      wallets: true,
    });
    const enrolments = db.invoiceEnrolment.findMany({ where: { invoiceId: { equals: first.invoiceId } } });
    expect(enrolments.map((e) => [e.course, e.learning_path, e.group_id])).toEqual([
      [MINECRAFT_IN_PATH.course, MINECRAFT_IN_PATH.path, groupId],
    ]);
    expect(invoicesOf(PADRE)).toHaveLength(before);
  });

  it('a whole path attaches every course of it', async () => {
    const { caller } = await accountCaller();
    const { invoiceId } = await caller.invoices.create({ ref: GAMES_PATH, childId: SOFIA });
    const enrolments = db.invoiceEnrolment.findMany({ where: { invoiceId: { equals: invoiceId } } });
    expect(enrolments.map((e) => e.course)).toEqual([
      'curso-de-animacion-con-scratch',
      'curso-de-videojuegos-con-roblox',
      'curso-de-minecraft-education-code-builder',
      'curso-de-robotica-con-micro-bit',
    ]);
    expect(enrolments.every((e) => e.group_id === null && e.learning_path === GAMES_PATH.path)).toBe(true);
  });

  it('concurrent starts (two tabs, two instances on one store) → one invoice, one creation call', async () => {
    const before = invoicesOf(PADRE).length;
    // Counts the creation calls and lets the simulated API answer them (which would reuse by itself).
    let creations = 0;
    mockServer.use(
      http.post(`${MOCK_API_URL}/api/invoices/`, () => {
        creations += 1;
      }),
    );
    const tabs = await Promise.all([accountCaller(), accountCaller(), accountCaller()]);
    const started = await Promise.all(
      tabs.map(({ caller }) => caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA })),
    );
    expect(new Set(started.map((s) => s.invoiceId)).size).toBe(1);
    expect(invoicesOf(PADRE)).toHaveLength(before + 1);
    expect(creations).toBe(1);
  });

  it('our store record reuses the open invoice even where the API would open another', async () => {
    const { caller } = await accountCaller();
    const first = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
    // The API no longer answers the open one again (its own reuse gone): only our record reuses it.
    db.invoice.update({ where: { id: { equals: first.invoiceId } }, data: { country: 'XX' } });
    const second = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
    expect(second).toEqual(first);
  });

  it('starts over the limit are refused as throttled, nothing created; reusing the open one is no start', async () => {
    const { caller } = await accountCaller();
    const open = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
    // The family's starts used up.
    while (await hit('invoiceStart', String(PADRE)));
    const before = invoicesOf(PADRE).length;
    const outcome = await refusal(caller.invoices.create({ ref: GAMES_PATH, childId: SOFIA }));
    expect(outcome).toEqual({ kind: 'throttled' });
    expect(invoicesOf(PADRE)).toHaveLength(before);
    expect(await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA })).toEqual(open);
  });

  it('an item the child already has paid is refused before any invoice is created', async () => {
    const { caller } = await accountCaller();
    const before = invoicesOf(PADRE).length;
    const outcome = await refusal(caller.invoices.create({ ref: ROBLOX_COURSE, childId: SOFIA }));
    expect(outcome).toEqual({ kind: 'already-paid', child: { id: SOFIA, firstName: 'Sofía' } });
    expect(invoicesOf(PADRE)).toHaveLength(before);
  });

  it('a child of the wrong age range, a group the course does not offer', async () => {
    const { caller } = await accountCaller();
    const outcome = await refusal(caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: DIEGO }));
    expect(outcome).toMatchObject({ kind: 'child-not-eligible' });
    expect(
      await refusal(caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA, groupId: 'grp-x' })),
    ).toEqual({ kind: 'invalid-input' });
  });
});

describe('another family', () => {
  it("another family's child → not-found, nothing created", async () => {
    const { caller } = await accountCaller('mama.mx@example.com');
    const before = db.invoice.count();
    expect(await refusal(caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA }))).toEqual({
      kind: 'not-found',
    });
    expect(db.invoice.count()).toBe(before);
  });

  it("another family's invoice → not-found for every procedure", async () => {
    const { caller: padre } = await accountCaller();
    const { invoiceId } = await padre.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
    const { caller } = await accountCaller('mama.mx@example.com');
    // Each call's refusal is read as it starts: one awaited later would reject unhandled meanwhile.
    const refusals = [
      caller.invoices.byId({ invoiceId }),
      caller.invoices.applyCode({ invoiceId, code: 'BIENVENIDA10' }),
      caller.invoices.removeCode({ invoiceId }),
      caller.cardProvider.offer({ sale: invoiceSale(invoiceId) }),
      caller.cardProvider.authorize({
        sale: invoiceSale(invoiceId),
        purchaseNumber: 'PED-00000001',
        transactionToken: 'tt_x',
      }),
      caller.invoices.startIntent({ invoiceId, origin: ORIGIN }),
      caller.invoices.completeIntent({ invoiceId, intentId: 'pi_x' }),
      caller.invoices.startLocalPayment({ invoiceId, method: 'agent' }),
      caller.invoices.retryFollowUp({ sale: invoiceSale(invoiceId) }),
      caller.invoices.sendEmail({ sale: invoiceSale(invoiceId) }),
      caller.invoices.receipt({ sale: invoiceSale(invoiceId), document: 'receipt' }),
    ].map((call: Promise<unknown>) => refusal(call));
    for (const refused of refusals) expect(await refused).toEqual({ kind: 'not-found' });
    expect(await refusal(caller.invoices.receipt({ sale: invoiceSale(88102), document: 'receipt' }))).toEqual(
      {
        kind: 'not-found',
      },
    );
  });
});
