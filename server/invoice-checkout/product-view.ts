/** `invoices.product`: what `/pagar` shows before an invoice exists (pure). */
import { formatStartInZone, formatLongDate } from '@kernel/dates';
import type { Currency } from '@kernel/money';
import { productItemId } from '@kernel/product-facts';
import { ALREADY_ENROLLED } from '@kernel/texts/checkout';
import { ageRangeReason } from '@kernel/texts/payments';
import { fitsAgeRange } from '../vacation-purchase/child-rules';
import type { Child } from '../upstream/schemas/parents';
import type { Invoice } from '../upstream/schemas/invoices';
import type { CatalogueProduct } from './sold-catalogue';
import { checkoutPrice, coversProduct } from './product-ref';
import type { CheckoutChildOption } from './views';

export function groupLabel(group: CatalogueProduct['groups'][number], timeZone: string): string {
  if (!group.startHour) return `${group.name} · inicia el ${formatLongDate(group.startDate)}`;
  const start = formatStartInZone(group.startDate, group.startHour, timeZone);
  return `${group.name} · inicia el ${start.date}, ${start.hour}`;
}

/** A child who already has the product or is of another age range is unavailable, with why. */
export function checkoutChildOptions(
  product: Pick<CatalogueProduct, 'ref' | 'ageRange'>,
  children: Child[],
  invoices: Invoice[],
): CheckoutChildOption[] {
  return children.map((child) => {
    const option = { id: child.id, firstName: child.first_name, unavailable: null, purchaseHref: null };
    if (invoices.some((invoice) => coversProduct(invoice, child.id, product.ref)))
      return { ...option, unavailable: ALREADY_ENROLLED };
    if (!fitsAgeRange(child, product.ageRange))
      return {
        ...option,
        unavailable: ageRangeReason(product.ageRange),
        ...(child.age_range ? { ownAgeRange: child.age_range } : {}),
      };
    return option;
  });
}

export function toProductView(
  product: CatalogueProduct,
  currency: Currency,
  children: CheckoutChildOption[] | null,
  timeZone: string,
) {
  // What the catalogue keeps to sell it (path, age range, every currency's price) stays here.
  const { path: _path, ageRange: _ageRange, prices: _prices, groups, ...shown } = product;
  const { ref } = product;
  return {
    ...shown,
    // The list price (the invoice decides), by the pay buttons' function: what they say is what this shows.
    listPrice: checkoutPrice(product, currency),
    groups: groups.map((group) => ({ id: group.id, label: groupLabel(group, timeZone) })),
    /** Null for a buyer who is not a parent (only parents buy online for a child). */
    children,
    backHref: ref.type === 'course' ? productItemId.course(ref.course) : productItemId.path(ref.path),
  };
}
