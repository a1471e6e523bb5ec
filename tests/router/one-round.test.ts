/**
 * Pages wait for one round of upstream calls (issue 54, decision 082): every call a page needs
 * starts at once; none waits for another's answer.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runWithScenario } from '../../mocks/scenarios/context';
import { logger } from '../../server/log/logger';
import { signedInCaller, signedInCookie, visitorCaller } from '../support/caller';
import { getSession, readAuth } from '../../server/session.server';
import { loadParentsDashboard } from '../../app/routes/dashboard._index/parents-dashboard.server';
import { upstreamRounds } from '../support/upstream-rounds';
import { loadPathPage } from '../../app/routes/rutas.$slug/path-page.server';
import { loadCourseLinkPage } from '../../app/routes/cursos.$slug/course-link-page.server';
import { loadInvoicePage } from '../../app/routes/dashboard.compras.$invoiceId/invoice-view.server';
import { invoiceSale } from '../../server/sales/sale-ref';
import { accountCaller, MINECRAFT_IN_PATH, SOFIA } from './invoices-support';

describe('one round of upstream calls', () => {
  it('the home: content, campaigns, trial offer and the course records together', async () => {
    const { rounds, calls } = await upstreamRounds(() => visitorCaller().site.home());
    expect(calls.some((call) => call.endsWith('/api/courses/'))).toBe(true);
    expect(rounds).toBe(1);
  });

  it('a course page: its entry, the course records, the vacation programs and the paths together', async () => {
    const { result, rounds } = await upstreamRounds(() =>
      visitorCaller().courses.byLink({ slug: 'curso-de-videojuegos-con-roblox' }),
    );
    expect(result).toMatchObject({ kind: 'course', paths: [expect.anything()] });
    expect(rounds).toBe(1);
  });

  it('a pack page: its courses’ facts from the same round', async () => {
    const { result, rounds } = await upstreamRounds(() =>
      visitorCaller().courses.byLink({ slug: 'pack-roblox-y-minecraft' }),
    );
    expect(result).toMatchObject({ kind: 'pack' });
    expect(rounds).toBe(1);
  });

  it('a path page: its first course’s record from the same round', async () => {
    const { rounds } = await upstreamRounds(() =>
      visitorCaller().paths.bySlug({ slug: 'ruta-pequenos-programadores' }),
    );
    expect(rounds).toBe(1);
  });

  it("the student's courses: enrollments and the catalogue list together", async () => {
    const { caller } = await signedInCaller('alumno@example.com');
    const { result, rounds } = await upstreamRounds(() => caller.enrollments.list());
    expect(result.length).toBeGreaterThan(0);
    expect(rounds).toBe(1);
  });
});

describe("the parents' zone", () => {
  it('without ?hijo=: the first child’s enrolments and recommendations with the children list', async () => {
    const cookie = await signedInCookie();
    const request = new Request('http://localhost/dashboard', { headers: { cookie } });
    const session = await getSession(request);
    const auth = readAuth(session);
    if (!auth) throw new Error('expected a signed-in parent');
    const { result, byRound } = await upstreamRounds(() => loadParentsDashboard(request, { session, auth }));
    expect(result.status).toBe(200);
    const [first, ...later] = byRound;
    expect(first.filter((call) => call.includes('/api/recommended/'))).toHaveLength(2);
    expect(first.some((call) => call.includes('/api/enrolments/'))).toBe(true);
    // The pay buttons' prices are the price list's, asked for with the rest.
    expect(first.some((call) => call.includes('/api/invoices/'))).toBe(true);
    expect(later).toEqual([]);
  });
});

describe('pages with pay buttons, signed in', () => {
  it('a path page: the path and the price list of its two offers together', async () => {
    const cookie = await signedInCookie();
    const request = new Request('http://localhost/rutas/ruta-pequenos-programadores', {
      headers: { cookie },
    });
    const { result, rounds } = await upstreamRounds(() =>
      loadPathPage(request, 'ruta-pequenos-programadores'),
    );
    expect(result.buy?.path?.href).toMatch(/^\/pagar\?/);
    expect(result.buy?.course?.href).toMatch(/^\/pagar\?/);
    expect(rounds).toBe(1);
  });

  it('a course page: the course and the price list together', async () => {
    const cookie = await signedInCookie();
    const request = new Request('http://localhost/cursos/curso-de-videojuegos-con-roblox', {
      headers: { cookie },
    });
    const { result, rounds } = await upstreamRounds(() =>
      loadCourseLinkPage(request, 'curso-de-videojuegos-con-roblox'),
    );
    expect(result.kind === 'course' && result.buy?.course?.href).toMatch(/^\/pagar\?/);
    expect(rounds).toBe(1);
  });
});

describe("a pedido's payment step", () => {
  it('?paso=tarjeta: the pedido and the card offer it still stands on, read together', async () => {
    const cookie = await signedInCookie('padre@example.com');
    const { caller } = await accountCaller('padre@example.com');
    const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
    await caller.cardProvider.offer({ sale: invoiceSale(invoiceId) });
    const request = new Request(`http://localhost/dashboard/compras/${invoiceId}?paso=tarjeta`, {
      headers: { cookie },
    });
    const { result, rounds } = await upstreamRounds(() => loadInvoicePage(request, String(invoiceId)));
    const data = (await result.json()) as { card: unknown } | null;
    expect(data?.card).toMatchObject({ purchaseNumber: expect.any(String) });
    expect(rounds).toBe(1);
  });
});

describe('optional sections past their deadline (optional-slow) or failing (optional-error)', () => {
  beforeEach(() => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
  });

  it.each(['optional-slow', 'optional-error'])(
    '%s: the home without slider, banners or strip',
    async (scenario) => {
      const caller = visitorCaller();
      const [home, strip, banner] = await runWithScenario(scenario, () =>
        Promise.all([caller.site.home(), caller.campaigns.strip(), caller.trialClass.banner()]),
      );
      expect({ slides: home.slides, banners: home.banners, strip, banner }).toEqual({
        slides: [],
        banners: [],
        strip: [],
        banner: null,
      });
      expect(home.ageRanges).toHaveLength(3);
    },
  );

  it.each(['optional-slow', 'optional-error'])(
    '%s: a course page without its vacation programs',
    async (scenario) => {
      const page = await runWithScenario(scenario, () =>
        visitorCaller().courses.byLink({ slug: 'curso-de-videojuegos-con-roblox' }),
      );
      expect(page).toMatchObject({ kind: 'course', vacation: [] });
    },
  );

  it.each(['optional-slow', 'optional-error'])(
    '%s: no recommendations, no student banners',
    async (scenario) => {
      const parent = (await signedInCaller('padre@example.com')).caller;
      const student = (await signedInCaller('alumno@example.com')).caller;
      const children = await parent.parents.children();
      const [recommended, banners] = await runWithScenario(scenario, () =>
        Promise.all([parent.parents.recommended({ childId: children[0].id }), student.student.banners()]),
      );
      expect({ recommended, banners }).toEqual({
        recommended: { courses: [], learningPaths: [] },
        banners: [],
      });
    },
  );
});
