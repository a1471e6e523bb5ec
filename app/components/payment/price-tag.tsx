/** A price as the spec shows it: the before-price struck through with its discount, the price, and how it is billed. */
import type { Money } from '@kernel/money';
import { formatMoney } from '@kernel/money';
import { Discount, Price } from '~/components/ui/product-facts';

export function PriceTag(props: {
  price: Money;
  beforePrice: Money | null;
  discountOff: number;
  billing: string;
  testId?: string;
  /** A promotion's end and places left (issue 75), under the price they apply to. */
  terms?: string[];
}) {
  return (
    <div className="price" data-testid={props.testId}>
      {props.beforePrice ? (
        <p className="price__before">
          <s>{formatMoney(props.beforePrice.amount, props.beforePrice.currency)}</s>{' '}
          <span className="price__badge">
            <Discount percent={props.discountOff}>{props.discountOff}%</Discount> dscto.
          </span>
        </p>
      ) : null}
      <p className="price__now">
        <Price amount={props.price.amount} currency={props.price.currency} />
      </p>
      {props.terms?.map((term) => (
        <p key={term} className="price__terms" data-testid="promotion-term">
          {term}
        </p>
      ))}
      <p className="muted">{props.billing}</p>
    </div>
  );
}
