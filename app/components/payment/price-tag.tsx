/** A price as the spec shows it: the before-price struck through with its discount, the price, and how it is billed. */
import { formatMoney, type Money } from '@kernel/money';
import { Discount, Price } from '~/components/ui/product-facts';

export function PriceTag({
  offer: { price, beforePrice, discountOff, billing, promotionTerms },
  testId,
}: {
  offer: {
    price: Money;
    beforePrice: Money | null;
    discountOff: number;
    billing: string;
    /** A promotion's end and places left (issue 75), under the price they apply to. */
    promotionTerms?: string[];
  };
  testId?: string;
}) {
  return (
    <div className="price" data-testid={testId}>
      {beforePrice ? (
        <p className="price__before">
          <s>{formatMoney(beforePrice.amount, beforePrice.currency)}</s>{' '}
          <span className="price__badge">
            <Discount percent={discountOff}>{discountOff}%</Discount> dscto.
          </span>
        </p>
      ) : null}
      <p className="price__now">
        <Price amount={price.amount} currency={price.currency} />
      </p>
      {promotionTerms?.map((term) => (
        <p key={term} className="price__terms" data-testid="promotion-term">
          {term}
        </p>
      ))}
      <p className="muted">{billing}</p>
    </div>
  );
}
