/**
 * Who the complaint is filed with, as the regulation asks every complaint sheet to say (razón
 * social, RUC, address; D.S. 011-2011-PCM). From configuration, so the sheet, the page and the
 * PDF never disagree and a change of address needs no release (BUSINESS_* in server/env.ts).
 */
import { getEnv, type Env } from '../env';

export interface ComplaintProvider {
  legalName: string;
  ruc: string;
  address: string;
}

export function complaintProvider(
  env: Pick<Env, 'BUSINESS_LEGAL_NAME' | 'BUSINESS_RUC' | 'BUSINESS_ADDRESS'> = getEnv(),
): ComplaintProvider {
  return { legalName: env.BUSINESS_LEGAL_NAME, ruc: env.BUSINESS_RUC, address: env.BUSINESS_ADDRESS };
}
