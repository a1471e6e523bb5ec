/** Signed-in users outside Peru write to the US chat number (spec §9). */
import { getEnv } from '@server/env';

export function chatNumberFor(countryCode: string | null): string {
  const env = getEnv();
  return countryCode !== null && countryCode !== 'PE' ? env.CHAT_NUMBER_US : env.CHAT_NUMBER_PE;
}
