// The refund page's body, a pedido's or a vacation purchase's: the facts and the API's policy, then
// the form while the API allows it.
import type { SubmissionResult } from '@conform-to/react';
import { Link } from '@remix-run/react';
import type { RefundPageView } from '@server/sales/refund';
import { REFUND_SALE_TEXT, REFUND_TEXT } from '@kernel/texts/refunds';
import { RefundForm } from '~/components/refunds/refund-form';
import { RefundFacts } from '~/components/refunds/refund-facts';
import { ParentsShell } from '~/components/parents/parents-shell';

export function RefundPageBody({
  view,
  result,
}: {
  view: RefundPageView;
  result: SubmissionResult<string[]> | undefined;
}) {
  const texts = REFUND_SALE_TEXT[view.kind];
  return (
    <ParentsShell title={REFUND_TEXT.title} lead={texts.lead}>
      <RefundFacts view={view} />
      {view.refundable ? (
        <RefundForm kind={view.kind} result={result} />
      ) : view.refunded ? null : (
        <p className="parents-card" role="status" data-testid="refund-closed">
          {texts.notRefundable}
        </p>
      )}
      <p>
        <Link to="/dashboard/compras">{REFUND_TEXT.back}</Link>
      </p>
    </ParentsShell>
  );
}
