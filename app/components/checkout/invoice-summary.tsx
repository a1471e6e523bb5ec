/** The invoice (issue 16): number, status, child, items, subtotal, discount and total, as the upstream computed them. */
import type { InvoiceView } from '@server/invoice-checkout/views';
import { nameProp, productItem } from '~/components/ui/product-facts';
import { NUMBER_SIGN } from '@kernel/texts/site';
import { Fact } from '~/components/ui/fact';

export function InvoiceSummary({ invoice }: { invoice: InvoiceView }) {
  return (
    <section className="card invoice-summary" aria-labelledby="invoice-title" data-testid="invoice-summary">
      <h2 id="invoice-title">
        Pedido {NUMBER_SIGN}&nbsp;<span data-testid="invoice-number">{invoice.number}</span>
      </h2>
      <dl className="invoice-summary__facts">
        <Fact label="Estado">
          <InvoiceStatus label={invoice.statusLabel} testId="invoice-status" />
        </Fact>
        <Fact label="Estudiante">{invoice.child.firstName}</Fact>
        <Fact label="Fecha">{invoice.createdAt}</Fact>
      </dl>
      <table className="invoice-items">
        <caption className="visually-hidden">Detalle del pedido {invoice.number}</caption>
        <thead>
          <tr>
            <th scope="col">Producto</th>
            <th scope="col" className="invoice-items__amount">
              Importe
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item) => (
            <tr key={item.name} {...productItem(item.itemId)}>
              <td>
                <strong {...nameProp}>{item.name}</strong>
                <br />
                <span className="muted">{item.detail}</span>
              </td>
              <td className="invoice-items__amount">{item.amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Subtotal</th>
            <td className="invoice-items__amount">{invoice.subtotal}</td>
          </tr>
          {invoice.discount ? (
            <tr>
              <th scope="row">Descuento{invoice.code ? ` (${invoice.code.code})` : ''}</th>
              <td className="invoice-items__amount" data-testid="invoice-discount">
                {invoice.discount}
              </td>
            </tr>
          ) : null}
          {invoice.referral ? (
            <tr>
              <th scope="row">{invoice.referral.description}</th>
              <td className="invoice-items__amount" data-testid="invoice-referral">
                {invoice.referral.amount}
              </td>
            </tr>
          ) : null}
          <tr className="invoice-items__total">
            <th scope="row">Total</th>
            <td className="invoice-items__amount">
              <span data-testid="invoice-total">{invoice.total}</span>
              {invoice.code?.brandCondition ? (
                <>
                  <br />
                  <span className="muted" data-testid="total-condition">
                    {invoice.code.brandCondition}
                  </span>
                </>
              ) : null}
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/** A sale's status, coloured by its label ('pendiente de pago': invoice-status--pendiente-de-pago). */
export function InvoiceStatus({ label, testId }: { label: string; testId?: string }) {
  return (
    <span className={`invoice-status invoice-status--${label.replace(/\s+/g, '-')}`} data-testid={testId}>
      {label}
    </span>
  );
}
