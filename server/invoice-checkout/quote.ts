/**
 * What a pay button says and what `/pagar` charges come from here (issue 53): the catalogue record
 * read by `soldCatalogue`, priced in the buyer's currency by `checkoutPrice`, so the label and the
 * invoice cannot disagree.
 */
import type { Currency, Money } from '@kernel/money';
import type { Invoice } from '../upstream/schemas/invoices';
import type { CatalogueProduct, SoldCatalogue } from './sold-catalogue';
import { coversProduct, payHref } from './product-ref';
import type { ProductRef } from './views';

export function checkoutPrice(product: Pick<CatalogueProduct, 'prices'>, currency: Currency): Money {
  return { amount: product.prices[currency], currency };
}

/** A parent's family, to tell a product every child already has (none for a visitor). */
export interface Family {
  childIds: number[];
  invoices: Invoice[];
}

export function paidByFamily(ref: ProductRef, family: Family | null): boolean {
  if (!family || family.childIds.length === 0) return false;
  return family.childIds.every((id) => family.invoices.some((invoice) => coversProduct(invoice, id, ref)));
}

/**
 * A product offered for sale: where to pay it, its price, and whether the family already has it.
 * Null for a product the catalogue does not sell.
 */
export function quote(
  ref: ProductRef,
  product: CatalogueProduct | null,
  currency: Currency,
  family: Family | null,
) {
  if (!product) return null;
  return {
    ref,
    href: payHref(ref),
    price: checkoutPrice(product, currency),
    paid: paidByFamily(ref, family),
  };
}

export type Quote = NonNullable<ReturnType<typeof quote>>;

/** Every product sold online, priced for this buyer: what a page's pay buttons read. */
export function priceList(catalogue: SoldCatalogue, currency: Currency, family: Family | null): Quote[] {
  return catalogue.refs().flatMap((ref) => quote(ref, catalogue.product(ref), currency, family) ?? []);
}
