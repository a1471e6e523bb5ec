/**
 * Who Kodea is as a business (settings, server/env.ts): the complaint sheets name it as the
 * provider (D.S. 011-2011-PCM) and the privacy policy as the controller (Ley 29733). An electronic
 * receipt prints the issuer its own document names (decision 106), which the API issues as these
 * same settings say. Required outside mock mode: no placeholder ever reaches a family.
 */
import { getEnv, type Env } from '../env';

export interface BusinessIdentity {
  legalName: string;
  ruc: string;
  address: string;
}

export function businessIdentity(
  env: Pick<Env, 'BUSINESS_LEGAL_NAME' | 'BUSINESS_RUC' | 'BUSINESS_ADDRESS'> = getEnv(),
): BusinessIdentity {
  return { legalName: env.BUSINESS_LEGAL_NAME, ruc: env.BUSINESS_RUC, address: env.BUSINESS_ADDRESS };
}
