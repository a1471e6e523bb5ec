/** The visitor's country and city, for the currency of a signed-out visitor (spec §7). */
import { cachedPublic } from '../cache/public-cache';
import { callService } from './client';
import { LocationSchema } from './schemas/location';
import { locationService } from './services';

/**
 * Keyed by the visitor's own address, so an answer is only ever reused for that address: a
 * visitor browsing the vacation pages costs one lookup, not one per page view.
 */
export function getLocation(ip: string | null) {
  return cachedPublic(`location ${ip ?? '-'}`, async () => {
    const { data } = await callService(locationService(), {
      path: '/json/',
      query: { ip: ip ?? undefined },
      schema: LocationSchema,
    });
    return data;
  });
}
