/** The visitor's country and city, for the currency of a signed-out visitor (spec §7). */
import { callService } from './client';
import { LocationSchema } from './schemas/location';
import { locationService } from './services';

export async function getLocation(ip: string | null) {
  const { data } = await callService(locationService(), {
    path: '/json/',
    query: { ip: ip ?? undefined },
    schema: LocationSchema,
  });
  return data;
}
