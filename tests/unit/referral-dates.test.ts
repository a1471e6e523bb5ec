// Issue 76 point 12: Mis referidos wrote 'setiembre' (Intl's es-PE) where every other page writes
// 'septiembre': its dates come from the product's one formatter (kernel/dates.ts).
import { describe, expect, it } from 'vitest';
import { formatDateInZone } from '../../kernel/dates';
import { landingView, referralsView } from '../../server/referral/views';

const LIMA = 'America/Lima';

describe('referral dates', () => {
  it("writes September as 'septiembre', in the parent's zone", () => {
    const view = referralsView(
      {
        items: [],
        referrals: [
          {
            id: 1,
            code: 'KODEA-ANA-7Q2P',
            invited_first_name: 'Lucía',
            item_name: 'Curso de Scratch',
            status: 'earned',
            reward: null,
            used_at: '2026-09-15T15:00:00Z',
          },
        ],
        earned: [],
      },
      LIMA,
      () => '/',
    );
    expect(view.rows[0].date).toBe('15 de septiembre de 2026');
  });

  it('reads the instant in the zone: a late hour in UTC is still the day before in Lima', () => {
    expect(formatDateInZone('2026-09-01T03:00:00Z', LIMA)).toBe('31 de agosto de 2026');
    const landing = landingView(
      {
        code: 'KODEA-ANA-7Q2P',
        inviter_first_name: 'Ana',
        kind: 'course',
        item_name: 'Curso de Scratch',
        benefit: { percent: 10, text: '10 % de descuento' },
        expires_at: '2026-09-30T12:00:00Z',
        status: 'valid',
        own_family: false,
      },
      LIMA,
    );
    expect(landing.expires).toBe('30 de septiembre de 2026');
  });
});
