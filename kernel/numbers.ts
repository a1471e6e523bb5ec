/**
 * Numbers as the site writes them, in Peru's convention (es-PE): a comma groups thousands and a
 * point separates decimals ('1,710', '9.5'). Money, durations and every other figure a person
 * reads go through here, so one page never mixes '9.5' and '9,5' (decision 080).
 */
const DECIMAL = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 2 });

/** '9.5', '1,710', '0.25': at most two decimals, none when the number is whole. */
export function formatDecimal(value: number): string {
  return DECIMAL.format(value);
}
