/**
 * How the simulated API taxes a sale it issues a receipt for (issues 55 and 75): a buyer
 * domiciled in Peru (a family there, or anyone named by a RUC) pays 18 % IGV, or none when the
 * courses are inafectos (scenario `receipts-exempt`); a buyer abroad is under the business's one
 * foreign-sales rule the sale was opened with: an export of services (no IGV) or a taxed sale.
 */
import { isDomiciledCountry } from '../../kernel/tax-ids';
import { IGV_RATE, type ForeignSalesTreatment } from '../../kernel/sunat-catalogues';
import type { ElectronicDocument, ReceiptBuyer } from '../../server/upstream/schemas/electronic-receipts';
import { round2 } from '../checkout/round';
import { currentScenario } from '../scenarios/context';
import { RECEIPT_SCENARIOS } from './scenario-names';

export type SaleTaxes = Pick<
  ElectronicDocument,
  'operation' | 'tax_treatment' | 'taxable_amount' | 'igv' | 'igv_rate'
>;

export function saleTaxes(sale: {
  total: number;
  country: string;
  buyer: ReceiptBuyer;
  foreignSales: ForeignSalesTreatment;
}): SaleTaxes {
  const domiciled = isDomiciledCountry(sale.country) || sale.buyer.document_type === 'RUC';
  if (!domiciled && sale.foreignSales === 'export')
    return {
      operation: 'exportacion',
      tax_treatment: 'exportacion',
      taxable_amount: sale.total,
      igv: 0,
      igv_rate: 0,
    };
  const operation = domiciled ? 'venta_interna' : 'no_domiciliado';
  if (currentScenario() === RECEIPT_SCENARIOS.exempt)
    return { operation, tax_treatment: 'inafecta', taxable_amount: sale.total, igv: 0, igv_rate: 0 };
  const base = round2(sale.total / (1 + IGV_RATE));
  return {
    operation,
    tax_treatment: 'gravada',
    taxable_amount: base,
    igv: round2(sale.total - base),
    igv_rate: IGV_RATE,
  };
}
