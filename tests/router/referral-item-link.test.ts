/** Issue 53: an invitation to a path names it once ('a la Ruta …') and links its page. */
import { describe, expect, it } from 'vitest';
import { accountCaller } from './invoices-support';

describe('an invitation to a learning path', () => {
  it('links the path on the invite page and on the friend’s landing', async () => {
    const { caller } = await accountCaller();
    const mine = await caller.referral.mine();
    const item = mine.items.find((candidate) => candidate.href.includes('/ruta/'));
    if (!item) throw new Error('the fixture parent has no path to invite to');
    const id = Number(item.href.split('/').at(-1));
    const invite = await caller.referral.invite({ kind: 'learning_path', id });
    expect(invite.itemName).toMatch(/^Ruta /);
    expect(invite.phrase).toBe('a la');
    expect(invite.itemHref).toMatch(/^\/rutas\/ruta-[a-z-]+$/);

    const link = await caller.referral.createLink({ kind: 'learning_path', id });
    const { caller: friend } = await accountCaller('padre+amigo-ruta@example.com');
    const landing = await friend.referral.lookup({ code: link.code });
    expect(`Te invita ${landing.phrase} ${landing.itemName}`).toBe(`Te invita a la ${invite.itemName}`);
    expect(landing.itemHref).toBe(invite.itemHref);
  });

  it('leaves a group unlinked', async () => {
    const { caller } = await accountCaller();
    expect((await caller.referral.invite({ kind: 'group', id: 6102 })).itemHref).toBeNull();
  });
});
