/**
 * The referral program on two app instances sharing Redis and one upstream (the standalone mock
 * backend), decision 035: the invitation cookie set by A is applied when B opens the invoice, and a
 * code submitted to A and B at the same moment is applied once — both answers succeed, the invoice carries one
 * referral and the inviting family sees one use. The upstream refuses a second PATCH
 * (`already_applied`), so without the store lock one of the two would come back refused. And one
 * family's invitation sent for two of its invoices, one on each instance, is kept by one only
 * (decision 070: reserved upstream, our lock per family).
 */
import { describe, expect, it } from 'vitest';
import type { TwoInstances } from '../harness/two-instances';
import { newBrowser } from '../harness/http-client';
import { aliasParentEmail } from '../support/accounts';
import { visibleText } from '../support/html';
import { invoicePathOf, startInvoice } from '../support/invoice';
import { describe as describeAnswer, isRedirect, signIn } from '../support/sign-in';

export function describeReferrals(instances: () => TwoInstances): void {
  const countOf = (html: string, needle: string) => html.split(needle).length - 1;

  /** How many invitations of padre@ (Carlos) "Mis referidos" lists. */
  async function carlosReferrals(origin: string): Promise<number> {
    const carlos = newBrowser(origin);
    await signIn(carlos, 'padre@example.com');
    const referrals = await carlos.get('/dashboard/referidos');
    expect(referrals.status, describeAnswer(referrals)).toBe(200);
    return countOf(referrals.body, 'data-testid="referral-row"');
  }

  describe('the referral program on two instances sharing Redis', () => {
    it('the invitation cookie set by A is applied when B opens the first invoice', async () => {
      const { a, b } = instances();
      const onA = newBrowser(a);
      const landing = await onA.get('/invitacion/CARLOS-ROBLOX');
      expect(landing.status, describeAnswer(landing)).toBe(200);
      expect(visibleText(landing.body)).toContain('Carlos te invita a Kodea');

      await signIn(onA, aliasParentEmail());
      const onB = onA.at(b);
      const invoicePath = invoicePathOf(await startInvoice(onB));
      const page = await onB.get(invoicePath);
      expect(page.status, describeAnswer(page)).toBe(200);
      expect(countOf(page.body, 'data-testid="invoice-referral"')).toBe(1);
      expect(visibleText(page.body)).toContain('Invitación de Carlos: 15 % de descuento');
    });

    it('a code submitted to A and B at once is applied once', async () => {
      const { a, b } = instances();
      const before = await carlosReferrals(a);
      const onA = newBrowser(a);
      const onB = onA.at(b);
      await signIn(onA, aliasParentEmail());
      // No landing: this family types the code on its invoice.
      const invoicePath = invoicePathOf(await startInvoice(onA));

      const form = { intent: 'apply-referral', code: 'CARLOS-ROBLOX' };
      const answers = await Promise.all([
        onA.postForm(invoicePath, form),
        onB.postForm(invoicePath, form),
        onA.postForm(invoicePath, form),
      ]);
      for (const answer of answers) expect(isRedirect(answer), describeAnswer(answer)).toBe(true);

      const after = await onB.get(invoicePath);
      expect(countOf(after.body, 'data-testid="invoice-referral"')).toBe(1);
      expect(visibleText(after.body)).toContain('Invitación de Carlos: 15 % de descuento');
      expect(after.body).not.toContain('data-testid="referral-error"');
      // The inviting family sees one more use of its code from this race.
      expect(await carlosReferrals(b)).toBe(before + 1);
    });

    it("one family's two invoices, the code sent to A for one and to B for the other: one keeps it (decision 070)", async () => {
      const { a, b } = instances();
      const before = await carlosReferrals(a);
      const onA = newBrowser(a);
      const onB = onA.at(b);
      await signIn(onA, aliasParentEmail());
      const first = invoicePathOf(await startInvoice(onA));
      const second = invoicePathOf(await startInvoice(onB, 'curso=curso-de-videojuegos-con-roblox'));
      expect(second).not.toBe(first);

      const form = { intent: 'apply-referral', code: 'CARLOS-ROBLOX' };
      await Promise.all([onA.postForm(first, form), onB.postForm(second, form)]);

      const pages = await Promise.all([onA.get(first), onB.get(second)]);
      const carrying = pages.filter((page) => page.body.includes('data-testid="invoice-referral"'));
      expect(carrying).toHaveLength(1);
      expect(await carlosReferrals(b)).toBe(before + 1);
      // The other invoice names the one holding the invitation when asked again.
      const [held, other] = carrying[0] === pages[0] ? [first, second] : [second, first];
      const heldPage = await onA.get(held);
      const number = /data-testid="invoice-number">([^<]+)</.exec(heldPage.body)?.[1] ?? '';
      const refused = await onB.postForm(other, form);
      expect(visibleText(refused.body)).toContain(`Tu invitación ya está aplicada al pedido ${number}`);
    });
  });
}
