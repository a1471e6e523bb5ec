import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { invoiceTarget, loadRefundPage, refundAction } from '~/lib/refund-page.server';

/** A pedido's refund; the page is the vacation purchase's too (refund-route.tsx). */
export { default, ErrorBoundary, handle, links, meta } from '~/components/refunds/refund-route';

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadRefundPage(request, invoiceTarget(params));
export const action = ({ request, params }: ActionFunctionArgs) =>
  refundAction(request, invoiceTarget(params));
