/**
 * The referral program against the mock API (decision 035): a link created once and reused,
 * another family's item not found, the public look-up in each state, a code on a first invoice
 * (the upstream computes the benefit) and every refusal with its Spanish message, applied once
 * under two concurrent calls, and "Mis referidos".
 */
import { describe, expect, it } from 'vitest';
import { runWithScenario } from '../../mocks/scenarios/context';
import { REFERRAL_REFUSED, REFERRAL_STATUS_LABEL } from '../../kernel/texts/referral';
import { accountCaller, MINECRAFT_IN_PATH, refusal, ROBLOX_COURSE, SOFIA } from './invoices-support';
import { upstreamRounds } from '../support/upstream-rounds';
import { forgetUserData } from '../../server/cache/user-cache';
import { users } from '../../fixtures/users';

const MAMA_MX = users.find((user) => user.email === 'mama.mx@example.com')?.id ?? 0;

/** A new family (an alias: its own id, copies of the base parent's children, nothing paid). */
async function newFamily(tag: string) {
  const { caller } = await accountCaller(`padre+${tag}@example.com`);
  const [child] = await caller.parents.children();
  if (!child) throw new Error('the alias has no child');
  const { invoiceId } = await caller.invoices.create({ ref: ROBLOX_COURSE, childId: child.id });
  return { caller, invoiceId };
}

describe('invite links', () => {
  it('creates the link of a paid group once, then answers the same one', async () => {
    const { caller } = await accountCaller();
    const before = await caller.referral.invite({ kind: 'course', id: 2005 });
    expect(before).toMatchObject({ itemName: 'Curso de Videojuegos con Roblox', link: null });
    const first = await caller.referral.createLink({ kind: 'course', id: 2005 });
    const again = await caller.referral.createLink({ kind: 'course', id: 2005 });
    expect(again.code).toBe(first.code);
    expect(first.code).toMatch(/^CARLOS-[A-Z0-9]{4}$/);
    expect(first.url).toMatch(new RegExp(`/invitacion/${first.code}$`));
    expect(first.shareHref).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(first.shareHref)).toContain('Soy Carlos');
    const after = await caller.referral.invite({ kind: 'course', id: 2005 });
    expect(after.link?.code).toBe(first.code);
  });

  it('the fixture group link is shown as it is', async () => {
    const { caller } = await accountCaller();
    const view = await caller.referral.invite({ kind: 'group', id: 6102 });
    expect(view.link?.code).toBe('CARLOS-ROBLOX');
  });

  it.each([
    ['another family’s course', 'course', 2012],
    ['another family’s path', 'learning_path', 604],
    ['an unpaid enrolment’s group', 'group', 6103],
  ] as const)('%s is not found, for the page and for the POST', async (_, kind, id) => {
    const { caller } = await accountCaller();
    expect(await refusal(caller.referral.invite({ kind, id }))).toEqual({ kind: 'not-found' });
    expect(await refusal(caller.referral.createLink({ kind, id }))).toEqual({ kind: 'not-found' });
  });
});

describe('the landing look-up', () => {
  it('names the inviter by first name and the benefit; usable for a visitor', async () => {
    const { caller } = await accountCaller('padre+visita@example.com');
    const view = await caller.referral.lookup({ code: 'mariana-apps' });
    expect(view).toMatchObject({
      code: 'MARIANA-APPS',
      inviterFirstName: 'Mariana',
      benefit: 'Un 15 % de descuento en tu primera compra',
      usable: true,
      refusal: null,
    });
  });

  it.each([
    ['MARIANA-VENCIDO', 'padre@example.com', REFERRAL_REFUSED.expired],
    ['MARIANA-USADO', 'padre@example.com', REFERRAL_REFUSED.used],
    ['CARLOS-ROBLOX', 'padre@example.com', REFERRAL_REFUSED.own_family],
  ])('%s seen by %s: not usable, says why', async (code, email, message) => {
    const { caller } = await accountCaller(email);
    expect(await caller.referral.lookup({ code })).toMatchObject({ usable: false, refusal: message });
  });

  it('an unknown code is not found', async () => {
    const { caller } = await accountCaller();
    expect(await refusal(caller.referral.lookup({ code: 'NO-EXISTE' }))).toEqual({ kind: 'not-found' });
  });
});

describe('a code on the first invoice', () => {
  it('the upstream takes the benefit off the total; a repeat answers the same invoice', async () => {
    const { caller, invoiceId } = await newFamily('ref-ok');
    const view = await caller.referral.applyToInvoice({ invoiceId, code: 'CARLOS-ROBLOX' });
    expect(view.referral).toMatchObject({ code: 'CARLOS-ROBLOX', inviterFirstName: 'Carlos' });
    expect(view).toMatchObject({ subtotal: 'S/ 549', total: 'S/ 466.65' });
    const again = await caller.referral.applyToInvoice({ invoiceId, code: 'CARLOS-ROBLOX' });
    expect(again.total).toBe('S/ 466.65');
  });

  it('two concurrent applications (double submit, two tabs) apply it once, both succeed', async () => {
    const { caller, invoiceId } = await newFamily('ref-race');
    const results = await Promise.all([
      caller.referral.applyToInvoice({ invoiceId, code: 'CARLOS-ROBLOX' }),
      caller.referral.applyToInvoice({ invoiceId, code: 'CARLOS-ROBLOX' }),
    ]);
    expect(results.map((view) => view.total)).toEqual(['S/ 466.65', 'S/ 466.65']);
    const { caller: carlos } = await accountCaller();
    const mine = await carlos.referral.mine();
    expect(mine.rows.filter((row) => row.code === 'CARLOS-ROBLOX')).toHaveLength(1);
  });

  it.each([
    ['NO-EXISTE', 'invalid'],
    ['MARIANA-VENCIDO', 'expired'],
    ['MARIANA-USADO', 'used'],
  ] as const)('%s → referral-refused %s, the total unchanged', async (code, reason) => {
    const { caller, invoiceId } = await newFamily(`ref-${reason}`);
    expect(await refusal(caller.referral.applyToInvoice({ invoiceId, code }))).toEqual({
      kind: 'referral-refused',
      reason,
      message: REFERRAL_REFUSED[reason],
    });
    expect((await caller.invoices.byId({ invoiceId })).total).toBe('S/ 549');
  });

  it('a second, different code on the same invoice is refused', async () => {
    const { caller, invoiceId } = await newFamily('ref-second');
    await caller.referral.applyToInvoice({ invoiceId, code: 'CARLOS-ROBLOX' });
    expect(await refusal(caller.referral.applyToInvoice({ invoiceId, code: 'MARIANA-APPS' }))).toMatchObject({
      kind: 'referral-refused',
      reason: 'already_applied',
    });
  });

  it("the family's own code, and a family that already paid, are refused", async () => {
    const { caller } = await accountCaller();
    const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
    expect(await refusal(caller.referral.applyToInvoice({ invoiceId, code: 'CARLOS-ROBLOX' }))).toMatchObject(
      {
        reason: 'own_family',
      },
    );
    expect(await refusal(caller.referral.applyToInvoice({ invoiceId, code: 'MARIANA-APPS' }))).toMatchObject({
      reason: 'not_first_invoice',
    });
  });

  it("another family's invoice is not found", async () => {
    const { caller } = await newFamily('ref-other');
    expect(await refusal(caller.referral.applyToInvoice({ invoiceId: 88102, code: 'MARIANA-APPS' }))).toEqual(
      {
        kind: 'not-found',
      },
    );
  });
});

describe('Mis referidos', () => {
  it('lists the invitations used, their status in Spanish and the benefit earned', async () => {
    const { caller } = await accountCaller('mama.mx@example.com');
    const view = await caller.referral.mine();
    expect(view.rows.map((row) => [row.invited, row.statusLabel])).toEqual([
      ['Jorge', REFERRAL_STATUS_LABEL.pending],
      ['Lucía', REFERRAL_STATUS_LABEL.earned],
      ['Rosa', REFERRAL_STATUS_LABEL.earned],
    ]);
    expect(view.earned).toEqual(['$24 USD']);
  });

  it("viewed again asks the upstream nothing, until the family's own change (decision 115)", async () => {
    const { caller } = await accountCaller('mama.mx@example.com');
    const overviewCalls = (calls: string[]) => calls.filter((call) => call.endsWith('/api/referral/'));
    const first = await upstreamRounds(() => caller.referral.mine());
    expect(overviewCalls(first.calls)).toHaveLength(1);
    const again = await upstreamRounds(() => caller.referral.mine());
    expect(overviewCalls(again.calls)).toEqual([]);
    expect(again.result).toEqual(first.result);
    await forgetUserData(MAMA_MX);
    expect(overviewCalls((await upstreamRounds(() => caller.referral.mine())).calls)).toHaveLength(1);
  });

  it('is empty for a family nobody used the links of', async () => {
    const { caller } = await accountCaller('padre+ref-empty@example.com');
    expect((await caller.referral.mine()).rows).toEqual([]);
  });
});

describe('scenarios', () => {
  it("'referral-unavailable' → referral-refused unavailable, the total unchanged", async () => {
    const { caller, invoiceId } = await newFamily('ref-503');
    const outcome = await runWithScenario('referral-unavailable', () =>
      refusal(caller.referral.applyToInvoice({ invoiceId, code: 'CARLOS-ROBLOX' })),
    );
    expect(outcome).toEqual({
      kind: 'referral-refused',
      reason: 'unavailable',
      message: REFERRAL_REFUSED.unavailable,
    });
    expect((await caller.invoices.byId({ invoiceId })).referral).toBeNull();
  });

  it("'referral-error': the pages' calls fail as failures (the catalogue's error page), never as outcomes", async () => {
    const { caller } = await accountCaller();
    const error = await runWithScenario('referral-error', () =>
      caller.referral.mine().then(
        () => null,
        (e: unknown) => e,
      ),
    );
    expect(error).toMatchObject({ code: 'BAD_GATEWAY' });
  });
});
