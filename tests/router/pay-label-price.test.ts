/**
 * Issue 53: a pay button's price is what `/pagar` shows and the invoice charges, for the same
 * product and buyer: the parents' zone card and the course page in soles (padre@, Peru), the path
 * page's two offers in dollars (mama.mx@, Mexico). Each label's href is followed to the checkout.
 */
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../kernel/money';
import { productRefFromQuery } from '../../server/validation/checkout';
import { getInvoice } from '../../server/upstream/invoices';
import type { PayActionView } from '../../server/catalogue/buy-actions';
import { loadCourseLinkPage } from '../../app/routes/cursos.$slug/course-link-page.server';
import { loadPathPage } from '../../app/routes/rutas.$slug/path-page.server';
import { loadParentsDashboard } from '../../app/routes/dashboard._index/parents-dashboard.server';
import { getSession, readAuth } from '../../server/session.server';
import { isParent } from '../../app/lib/parents-access.server';
import { signedInCookie } from '../support/caller';
import { accountCaller, EMILIANO, SOFIA } from './invoices-support';

const ORIGIN = 'http://localhost';

/** What the checkout shows and what the invoice it opens charges, for the label's product and child. */
async function checkoutOf(email: string, action: PayActionView, childId: number) {
  const ref = productRefFromQuery(new URL(action.href, ORIGIN).searchParams);
  if (!ref) throw new Error(`no product in ${action.href}`);
  const { caller, context } = await accountCaller(email);
  const shown = (await caller.invoices.product({ ref })).listPrice;
  const { invoiceId } = await caller.invoices.create({ ref, childId });
  const invoice = await getInvoice(context.auth?.refreshToken ?? '', invoiceId);
  return {
    shown: formatMoney(shown.amount, shown.currency),
    charged: formatMoney(invoice.total, invoice.currency),
  };
}

const priceIn = (label: string) => label.split(' · ')[1];

async function expectLabelCharged(email: string, action: PayActionView | null | undefined, childId: number) {
  if (!action) throw new Error('expected a pay action');
  const { shown, charged } = await checkoutOf(email, action, childId);
  expect(priceIn(action.label)).toBe(charged);
  expect(shown).toBe(charged);
  return charged;
}

const request = (path: string, cookie: string) => new Request(`${ORIGIN}${path}`, { headers: { cookie } });

describe('the label says what /pagar charges', () => {
  it("Sofía's card in Peru: this course and the whole path, in soles", async () => {
    const cookie = await signedInCookie('padre@example.com');
    const req = request('/dashboard?hijo=501&pestana=rutas&paso=3', cookie);
    const session = await getSession(req);
    const auth = readAuth(session);
    if (!auth || !isParent(auth)) throw new Error('expected a parent');
    const data = await (await loadParentsDashboard(req, { session, auth })).json();
    const selected = data.view.paths?.current[0]?.selected;
    if (selected?.kind !== 'course') throw new Error('expected the course of step 3');
    const { buy } = selected.card;
    expect(buy?.course?.label).toMatch(/^Pagar este curso · S\/ /);
    expect(buy?.path?.label).toMatch(/^Pagar la ruta completa · S\/ /);
    expect(await expectLabelCharged('padre@example.com', buy?.course, SOFIA)).toBe('S/ 490');
    expect(await expectLabelCharged('padre@example.com', buy?.path, SOFIA)).toBe('S/ 1,710');
  });

  it('a course page in Peru', async () => {
    const cookie = await signedInCookie('padre@example.com');
    const data = await loadCourseLinkPage(
      request('/cursos/curso-de-youtuber-kids', cookie),
      'curso-de-youtuber-kids',
    );
    if (data.kind !== 'course') throw new Error('expected a course');
    expect(data.buy?.course?.label).toBe('Pagar en línea · S/ 450');
    expect(data.buy?.path).toBeNull();
    await expectLabelCharged('padre@example.com', data.buy?.course, SOFIA);
  });

  it('a path page abroad: its first course and the whole path, in dollars', async () => {
    const cookie = await signedInCookie('mama.mx@example.com');
    const data = await loadPathPage(
      request('/rutas/ruta-desarrolladores-web', cookie),
      'ruta-desarrolladores-web',
    );
    expect(data.buy?.course?.label).toMatch(/^Pagar este curso · \$\d+ USD$/);
    expect(data.buy?.path?.label).toMatch(/^Pagar la ruta completa · \$[\d,]+ USD$/);
    await expectLabelCharged('mama.mx@example.com', data.buy?.course, EMILIANO);
    await expectLabelCharged('mama.mx@example.com', data.buy?.path, EMILIANO);
  });
});
