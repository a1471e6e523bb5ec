/**
 * Invitation codes are a first name and a few letters (decision 035), so they could be walked
 * without a limit (issue 74). Codes that do not exist are counted per client (decision 098): past
 * the limit that client looks nothing up and reads why; a family following a real link never
 * counts, and another client is never refused. Through the /invitacion/{code} loader.
 */
import { describe, expect, it } from 'vitest';
import { loadInvitation } from '../../app/routes/invitacion.$code/landing.server';
import { INVITATION_NOT_SHOWN } from '../../kernel/texts/referral';
import { CLIENT_IP_HEADER } from '../../server/http/client-ip';
import { LIMITS } from '../../server/throttle';

const REAL_CODE = 'MARIANA-APPS';

async function landing(code: string, client: string) {
  const request = new Request(`http://localhost/invitacion/${code}`, {
    headers: { [CLIENT_IP_HEADER]: client },
  });
  const response = await loadInvitation(request, code);
  const body = (await response.json()) as {
    invitation: { code: string } | null;
    unknown: { title: string; message: string } | null;
  };
  return { status: response.status, ...body };
}

describe('looking up invitation codes (issue 74)', () => {
  it('past the limit of unknown codes, that client looks nothing up and reads why; others are not refused', async () => {
    const prober = '203.0.113.90';
    for (let n = 0; n < LIMITS.referralMissesByClient.points; n++) {
      const answer = await landing(`MARIANA-X${n}Z`, prober);
      expect(answer, `code ${n + 1}`).toMatchObject({ status: 404, unknown: INVITATION_NOT_SHOWN.unknown });
    }
    // Refused before asking the API, whatever the code: the limit gives away nothing.
    for (const code of ['MARIANA-ZZZZ', REAL_CODE])
      expect(await landing(code, prober)).toMatchObject({
        status: 429,
        invitation: null,
        unknown: INVITATION_NOT_SHOWN.throttled,
      });

    // A family elsewhere following its link.
    expect(await landing(REAL_CODE, '203.0.113.91')).toMatchObject({
      status: 200,
      invitation: { code: REAL_CODE },
    });
  });

  it('a family following its link, again and again, never counts', async () => {
    const family = '203.0.113.92';
    for (let n = 0; n < 2 * LIMITS.referralMissesByClient.points; n++)
      expect((await landing(REAL_CODE, family)).status).toBe(200);
    expect(await landing('MARIANA-QQQQ', family)).toMatchObject({ status: 404 });
  });

  it('unknown codes sent at once cannot pass the limit', async () => {
    const prober = '203.0.113.93';
    const answers = await Promise.all(
      Array.from({ length: 2 * LIMITS.referralMissesByClient.points }, (_, n) =>
        landing(`CARLOS-Q${n}Q`, prober),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(LIMITS.referralMissesByClient.points);
    expect(statuses.filter((status) => status === 429)).toHaveLength(LIMITS.referralMissesByClient.points);
  });
});
