/**
 * What a pay button says and what `/pagar` charges come from here (issue 53): the catalogue record
 * read by `resolveProduct`, priced in the buyer's currency by `checkoutPrice`, so the label and the
 * invoice cannot disagree.
 */
import type { Currency, Money } from '@kernel/money';
import type { Invoice } from '../upstream/schemas/invoices';
import { CourseNotInPathError, resolveProduct, type CatalogueProduct } from './product';
import { coversProduct, payHref } from './product-ref';
import type { ProductRef } from './views';

export function checkoutPrice(product: Pick<CatalogueProduct, 'prices'>, currency: Currency): Money {
  return { amount: product.prices[currency], currency };
}

/** A product offered for sale: where to pay it, its price, and whether the family already has it. */
export interface Quote {
  ref: ProductRef;
  href: string;
  price: Money;
  paid: boolean;
}

/** A parent's family, to tell a product every child already has (none for a visitor). */
export interface Family {
  childIds: number[];
  invoices: Invoice[];
}

function paidByFamily(ref: ProductRef, family: Family | null): boolean {
  if (!family || family.childIds.length === 0) return false;
  return family.childIds.every((id) => family.invoices.some((invoice) => coversProduct(invoice, id, ref)));
}

/** Null for a product the catalogue does not sell. */
export async function soldProduct(ref: ProductRef): Promise<CatalogueProduct | null> {
  try {
    return await resolveProduct(ref);
  } catch (error) {
    if (error instanceof CourseNotInPathError) return null;
    throw error;
  }
}

/** Null for a product the catalogue does not sell (`soldProduct`'s null). */
export function quote(
  ref: ProductRef,
  product: CatalogueProduct | null,
  currency: Currency,
  family: Family | null,
): Quote | null {
  if (!product) return null;
  return {
    ref,
    href: payHref(ref),
    price: checkoutPrice(product, currency),
    paid: paidByFamily(ref, family),
  };
}
