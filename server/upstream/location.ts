/** The visitor's country and city, for a signed-out visitor's currency (spec §7). */
import { cachedPublic } from '../cache/public-cache';
import { callService } from './client';
import { LocationSchema } from './schemas/location';
import { locationService } from './services';

/** Keyed by the visitor's own address, so an answer is only ever reused for that address. */
export const getLocation = (ip: string | null) =>
  cachedPublic(`location ${ip ?? '-'}`, async () => {
    const { data } = await callService(locationService(), {
      path: '/json/',
      query: { ip: ip ?? undefined },
      schema: LocationSchema,
    });
    return data;
  });
