/** The one currency rule of every priced page (server/location/visitor-country.ts), against the mock location source. */
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_LOCATION_URL } from '../../mocks/config';
import { mockServer } from '../../mocks/node';
import { visitorCurrency, visitorLocation } from '../../server/location/visitor-country';
import { signedInCaller } from '../support/caller';
import { logger } from '../../server/log/logger';

describe('visitorLocation', () => {
  it("a signed-in user's own country, without asking the location source", async () => {
    const requests: Request[] = [];
    mockServer.use(http.get(`${MOCK_LOCATION_URL}/json/`, ({ request }) => void requests.push(request)));
    const { context } = await signedInCaller('mama.mx@example.com');
    expect(await visitorLocation(context, 'test')).toEqual({ country: 'MX', city: null });
    expect(await visitorCurrency(context, 'test')).toBe('USD');
    expect(requests).toHaveLength(0);
  });

  it("else the location source, asked for the visitor's address", async () => {
    const ips: (string | null)[] = [];
    mockServer.use(
      http.get(`${MOCK_LOCATION_URL}/json/`, ({ request }) => {
        ips.push(new URL(request.url).searchParams.get('ip'));
        return HttpResponse.json({ country_code: 'MX', country_name: 'México', city: 'Guadalajara' });
      }),
    );
    const visitor = { auth: null, clientIp: '187.190.1.1' };
    expect(await visitorLocation(visitor, 'test')).toEqual({ country: 'MX', city: 'Guadalajara' });
    expect(ips).toEqual(['187.190.1.1']);
  });

  it('Peru by default (the base mock answers Lima)', async () => {
    expect(await visitorCurrency({ auth: null, clientIp: '200.1.1.1' }, 'test')).toBe('PEN');
  });

  it.each([
    ['500', () => HttpResponse.json({ detail: 'x' }, { status: 500 })],
    ['a malformed answer', () => HttpResponse.json({ country: 'MX' })],
    ['a network error', () => HttpResponse.error()],
  ])('the source failing (%s) → Peru, logged with the asking area', async (_label, answer) => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    mockServer.use(http.get(`${MOCK_LOCATION_URL}/json/`, answer));
    expect(await visitorLocation({ auth: null, clientIp: '1.2.3.4' }, 'paths')).toEqual({
      country: 'PE',
      city: null,
    });
    expect(log).toHaveBeenCalledWith(
      { reason: expect.any(String) },
      '[paths] location source failed, assuming Peru',
    );
  });
});
