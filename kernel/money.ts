/** Money as the spec shows it (§9): 'S/ 450' for soles, '$129 USD' for dollars. */
export type Currency = 'PEN' | 'USD';

/** An amount in a currency, written only by `formatMoney`. */
export interface Money {
  amount: number;
  currency: Currency;
}

/** Currency is PEN for country PE, otherwise USD. */
export function currencyForCountry(countryCode: string | null | undefined): Currency {
  return countryCode?.toUpperCase() === 'PE' ? 'PEN' : 'USD';
}

const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function amountText(amount: number): string {
  return (Number.isInteger(amount) ? WHOLE : CENTS).format(amount);
}

export function formatMoney(amount: number, currency: Currency): string {
  return currency === 'PEN' ? `S/ ${amountText(amount)}` : `$${amountText(amount)} USD`;
}
