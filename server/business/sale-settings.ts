/**
 * The business settings every sale is opened under (decision 105): the one tax rule for a buyer
 * not domiciled in Peru, sent to the API with the sale, and the day's exchange rate, by which a
 * boleta in dollars names its buyer above S/ 700.
 */
import type { ForeignSalesTreatment } from '@kernel/sunat-catalogues';
import { getEnv, type Env } from '../env';

export const foreignSalesTreatment = (
  env: Pick<Env, 'FOREIGN_SALES_TAX_TREATMENT'> = getEnv(),
): ForeignSalesTreatment => env.FOREIGN_SALES_TAX_TREATMENT;

export const usdPenRate = (env: Pick<Env, 'USD_PEN_EXCHANGE_RATE'> = getEnv()): number =>
  env.USD_PEN_EXCHANGE_RATE;
