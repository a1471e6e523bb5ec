/**
 * The router's vocabulary (issue 51 point 8): the groups the product owner's design card names,
 * plus the product's own areas, each with its procedures. A procedure that moves or is renamed
 * changes this list on purpose.
 */
import { describe, expect, it } from 'vitest';
import { appRouter } from '../../server/trpc/root';

/** `group.procedure` for every procedure of the router, sorted. */
function procedurePaths(): string[] {
  return Object.keys(appRouter._def.procedures).sort();
}

const groupsOf = (paths: string[]) => [...new Set(paths.map((path) => path.split('.')[0]))];

describe('router groups', () => {
  it('has the design card’s groups and the product’s own areas, nothing else', () => {
    expect(groupsOf(procedurePaths()).sort()).toEqual(
      [
        // The design card's.
        'courses',
        'enrollments',
        'purchases',
        'invoices',
        'cardProvider',
        'contact',
        'studentZone',
        // The product's own areas.
        'auth',
        'signUp',
        'site',
        'faq',
        'paths',
        'vacation',
        'campaigns',
        'trialClass',
        'complaints',
        'referral',
        'reminders',
        'schedule',
        'organization',
        'parents',
        'childLogin',
        'dataRequests',
        'refunds',
        'student',
        'certificates',
        'wallet',
        'classSessions',
        'makeUps',
        'waitlist',
      ].sort(),
    );
  });

  it('puts each enrolment, purchase, authorization and view procedure in its group', () => {
    const paths = procedurePaths();
    const inGroup = (group: string) =>
      paths.filter((path) => path.startsWith(`${group}.`)).map((path) => path.slice(group.length + 1));
    expect(inGroup('enrollments')).toEqual(['byChild', 'list']);
    expect(inGroup('purchases')).toEqual([
      'childOptions',
      'current',
      'opened',
      'paidByBuyer',
      'start',
      'startSubscription',
      'subscriptionStanding',
    ]);
    // Decision 104: one procedure per step, whatever the kind of sale.
    expect(inGroup('cardProvider')).toEqual(['authorize', 'offer', 'openedOffer']);
    expect(inGroup('wallet')).toEqual(['pay', 'qr', 'qrStatus']);
    expect(inGroup('studentZone')).toEqual(['redirect']);
    expect(inGroup('refunds')).toEqual(['byId', 'request']);
    expect(inGroup('parents')).toEqual(['children', 'myData', 'overview', 'recommended']);
    expect(inGroup('student')).toEqual(['banners', 'certificates', 'dashboard']);
    expect(inGroup('certificates')).toEqual(['verify']);
    expect(inGroup('classSessions')).toEqual(['latest', 'makeUpStates', 'page']);
    expect(inGroup('makeUps')).toEqual(['page', 'request', 'state']);
    expect(inGroup('waitlist')).toEqual([
      'ageRangeSeats',
      'course',
      'courseSeats',
      'join',
      'mine',
      'program',
      'programSeats',
      'states',
    ]);
    expect(inGroup('invoices')).toEqual([
      'acceptTerms',
      'applyCode',
      'byId',
      'completeIntent',
      'create',
      'openedIntent',
      'priceList',
      'product',
      'purchaseStates',
      'purchasesView',
      'receipt',
      'receiptFile',
      'removeCode',
      'retryFollowUp',
      'sendEmail',
      'setReceiptBuyer',
      'startIntent',
      'startLocalPayment',
      'state',
    ]);
  });
});
