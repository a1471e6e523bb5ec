export function PriceTag(props: {
  price: string;
  beforePrice: string | null;
  discountOff: number;
  billing: string;
  testId?: string;
}) {
  return (
    <div className="price" data-testid={props.testId}>
      {props.beforePrice ? (
        <p className="price__before">
          <s>{props.beforePrice}</s> <span className="price__badge">{props.discountOff}% dscto.</span>
        </p>
      ) : null}
      <p className="price__now">{props.price}</p>
      <p className="muted">{props.billing}</p>
    </div>
  );
}
