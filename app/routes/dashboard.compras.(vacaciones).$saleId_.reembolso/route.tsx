/**
 * A sale's refund page (decision 089), either kind through the optional segment
 * (app/lib/sale-params.server.ts): one plain form that works without JavaScript.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { REFUND_TEXT } from '@kernel/texts/refunds';
import { RefundPageBody } from '~/components/refunds/refund-page';
import { signInPrompt } from '~/components/dashboard/sign-in-prompt';
import { RouteErrorPage } from '~/components/route-error';
import { privateMeta } from '~/lib/error-pages';
import { saleFromRequest } from '~/lib/sale-params.server';
import { stylesheets } from '~/lib/stylesheets';
import formsStyles from '~/styles/forms.css';
import parentsStyles from '~/styles/parents.css';
import checkoutStyles from '~/styles/checkout.css';
import { loadRefundPage, refundAction } from './refund-page.server';

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadRefundPage(request, saleFromRequest(request, params));

export const action = ({ request, params }: ActionFunctionArgs) =>
  refundAction(request, saleFromRequest(request, params));

export const links = stylesheets(parentsStyles, checkoutStyles, formsStyles);

export const handle = signInPrompt(REFUND_TEXT.title, REFUND_TEXT.signIn);

export default function RefundPage() {
  const data = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return data ? <RefundPageBody view={data.view} result={posted?.result} /> : null;
}

export const meta = privateMeta(`${REFUND_TEXT.title} · Zona de Padres · Kodea`);

export const ErrorBoundary = RouteErrorPage;
