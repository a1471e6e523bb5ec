/**
 * The monthly subscription's consent (issue 20 point 8): the terms and the recurring charge are
 * required and checked by the /enrollment action before the page gets anything that confirms a
 * payment (the hosted form's address without JavaScript, the secret with it).
 */
import { describe, expect, it } from 'vitest';
import { renewalDateText } from '../../app/routes/enrollment/subscription-terms.server';
import { SUBSCRIPTION_TEXT } from '../../kernel/texts/subscription';
import { DIEGO } from './payment-support';
import { enrollmentPage, postEnrollment, sessionOf, signedInChoice } from './payment-route-support';

const CLUB = { ageRange: '5_to_7', programId: 'vac-5_to_7-2', groupId: 'vg-5-2-1' } as const;

async function openedStep() {
  const cookie = await signedInChoice('padre@example.com', CLUB);
  await postEnrollment(cookie, { intent: 'start-payment', childId: String(DIEGO.childId) });
  const { subscription } = await enrollmentPage(cookie, '?paso=pago');
  if (!subscription) throw new Error('the subscription step is not shown');
  return { cookie, subscription };
}

describe('the subscription consent', () => {
  it('shows the monthly amount and the renewal date, and no secret before the consent', async () => {
    const { subscription } = await openedStep();
    expect(subscription.amountText).toMatch(/^S\/ [\d,.]+$/);
    expect(subscription.renewalDate).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    expect(subscription.clientSecret).toBeNull();
    expect(JSON.stringify(subscription)).not.toContain('_secret_');
  });

  it('without the box ticked: 400 with the message beside it, nothing recorded (JavaScript off and on)', async () => {
    const { cookie } = await openedStep();
    const attempts: Record<string, string>[] = [{}, { embedded: '1' }, { terms: 'yes' }];
    for (const fields of attempts) {
      const refused = await postEnrollment(cookie, { intent: 'subscription-terms', ...fields });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        form: 'terms',
        result: { status: 'error', error: { terms: [SUBSCRIPTION_TEXT.termsRequired] } },
        clientSecret: null,
      });
    }
    expect((await sessionOf(cookie)).get('subscription')?.termsAcceptedAt).toBeUndefined();
    expect((await enrollmentPage(cookie, '?paso=pago')).subscription?.clientSecret).toBeNull();
  });

  it('accepted without JavaScript: recorded, then off to the hosted card form with the secret', async () => {
    const { cookie } = await openedStep();
    const accepted = await postEnrollment(cookie, { intent: 'subscription-terms', terms: 'on' });
    expect(accepted.status).toBe(302);
    const location = new URL(accepted.headers.get('location') ?? '', 'http://x');
    expect(location.pathname).toBe('/__card-provider/global/checkout');
    const secret = location.searchParams.get('client_secret');
    expect(secret).toMatch(/_secret_/);
    expect((await sessionOf(cookie)).get('subscription')?.termsAcceptedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await enrollmentPage(cookie, '?paso=pago')).subscription?.clientSecret).toBe(secret);
  });

  it('accepted with JavaScript: the secret as data for the embedded card form', async () => {
    const { cookie } = await openedStep();
    const accepted = await postEnrollment(cookie, {
      intent: 'subscription-terms',
      terms: 'on',
      embedded: '1',
    });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({
      form: 'terms',
      result: expect.objectContaining({ status: 'success', initialValue: { terms: 'on' } }),
      clientSecret: expect.stringMatching(/_secret_/),
    });
  });

  it('with no subscription step open: back to /enrollment, or a message for the embedded form', async () => {
    const cookie = await signedInChoice('padre@example.com', CLUB);
    const plain = await postEnrollment(cookie, { intent: 'subscription-terms', terms: 'on' });
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toBe('/enrollment');
    const embedded = await postEnrollment(cookie, {
      intent: 'subscription-terms',
      terms: 'on',
      embedded: '1',
    });
    expect(embedded.status).toBe(409);
    expect(await embedded.json()).toMatchObject({ clientSecret: null });
  });
});

describe('the renewal date', () => {
  it("is a month after today in the parent's zone, in Spanish", () => {
    expect(renewalDateText(new Date('2026-11-23T15:00:00Z'), 'America/Lima')).toBe('23 de diciembre de 2026');
    // The end of a longer month renews on the last day of the next.
    expect(renewalDateText(new Date('2027-01-31T15:00:00Z'), 'America/Lima')).toBe('28 de febrero de 2027');
    // Late at night in Lima is already tomorrow in UTC: the parent's date counts.
    expect(renewalDateText(new Date('2026-12-01T03:00:00Z'), 'America/Lima')).toBe('30 de diciembre de 2026');
  });
});
