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
 * Every product sold online, priced for this buyer (what a page's pay buttons read): where to pay
 * it, its price, and whether the family already has it.
 */
export function priceList(catalogue: SoldCatalogue, currency: Currency, family: Family | null) {
  return catalogue.refs().flatMap((ref) => {
    const product = catalogue.product(ref);
    if (!product) return [];
    const price = checkoutPrice(product, currency);
    return [{ ref, href: payHref(ref), price, paid: paidByFamily(ref, family) }];
  });
}

export type Quote = ReturnType<typeof priceList>[number];
