// The pedido or vacation purchase a refund is asked for, and the API's policy and cut-off, shown before asking.
import type { RefundPageView } from '@server/sales/refund';
import { REFUND_SALE_TEXT, REFUND_TEXT } from '@kernel/texts/refunds';
import { Fact } from '~/components/ui/fact';
import { InvoiceStatus } from '~/components/checkout/invoice-summary';

export function RefundFacts({ view }: { view: RefundPageView }) {
  const texts = REFUND_SALE_TEXT[view.kind];
  return (
    <section className="parents-card" aria-labelledby="refund-pedido" data-testid="refund-facts">
      <h2 id="refund-pedido">
        {texts.heading} {view.number} <InvoiceStatus label={view.statusLabel} />
      </h2>
      <dl className="my-data__rows">
        <Fact label={REFUND_TEXT.student}>{view.childName}</Fact>
        <Fact label={texts.items}>{view.items}</Fact>
        <Fact label={REFUND_TEXT.amount} testId="refund-amount">
          {view.amount}
        </Fact>
        {view.method ? <Fact label={REFUND_TEXT.method}>{view.method}</Fact> : null}
        {view.refundable && view.until ? (
          <Fact label={REFUND_TEXT.until} testId="refund-until">
            {view.until}
          </Fact>
        ) : null}
        {view.creditNote ? (
          <Fact label={REFUND_TEXT.creditNote} testId="refund-credit-note">
            {view.creditNote.number} ·{' '}
            <a href={view.creditNote.href} download>
              {REFUND_TEXT.downloadCreditNote}
            </a>
          </Fact>
        ) : null}
      </dl>
      {view.policy && !view.refunded ? (
        <>
          <h3>{REFUND_TEXT.policyHeading}</h3>
          <p data-testid="refund-policy">{view.policy}</p>
        </>
      ) : null}
    </section>
  );
}
