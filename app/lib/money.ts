/** Money as the spec shows it (§9): 'S/ 450' for soles, '$129 USD' for dollars. */
export type Currency = 'PEN' | 'USD';

/** Currency is PEN for country PE, otherwise USD. */
export function currencyForCountry(countryCode: string | null | undefined): Currency {
  return countryCode?.toUpperCase() === 'PE' ? 'PEN' : 'USD';
}

function amountText(amount: number): string {
  return new Intl.NumberFormat('en-US', {
    maximumFractionDigits: 2,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

export function formatMoney(amount: number, currency: Currency): string {
  return currency === 'PEN' ? `S/ ${amountText(amount)}` : `$${amountText(amount)} USD`;
}
