/** Who the complaint is filed with (D.S. 011-2011-PCM), from configuration so sheet, page and PDF agree. */
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
