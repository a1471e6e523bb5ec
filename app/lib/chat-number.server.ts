/**
 * Which support chat number a visitor writes to (spec §9: one Peruvian, one US number): signed-in
 * users outside Peru get the US one. One rule for the layout's chat links and the parents' zone,
 * whose buy and support messages are built on the server.
 */
import { getEnv } from '@server/env';

export function chatNumberFor(countryCode: string | null): string {
  const env = getEnv();
  return countryCode !== null && countryCode !== 'PE' ? env.CHAT_NUMBER_US : env.CHAT_NUMBER_PE;
}
