import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { REFUND_TEXT } from '@kernel/texts/refunds';
import { RefundPageBody } from '~/components/refunds/refund-page';
import { signInPrompt } from '~/components/dashboard/sign-in-prompt';
import { RouteErrorPage } from '~/components/route-error';
import { privateMeta } from '~/lib/error-pages';
import { purchaseTarget, loadRefundPage, refundAction } from '~/lib/refund-page.server';
import { stylesheets } from '~/lib/stylesheets';
import formsStyles from '~/styles/forms.css';
import parentsStyles from '~/styles/parents.css';
import checkoutStyles from '~/styles/checkout.css';

export const links = stylesheets(parentsStyles, checkoutStyles, formsStyles);

/** A vacation purchase's refund, the pedido's page (decision 089). Plain HTML: works without JavaScript. */
export const handle = signInPrompt(REFUND_TEXT.title, REFUND_TEXT.signIn);

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadRefundPage(request, purchaseTarget(params));
export const action = ({ request, params }: ActionFunctionArgs) =>
  refundAction(request, purchaseTarget(params));

export default function RefundPage() {
  const data = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return data ? <RefundPageBody view={data.view} result={posted?.result} /> : null;
}

export const meta = privateMeta(`${REFUND_TEXT.title} · Zona de Padres · Kodea`);

export const ErrorBoundary = RouteErrorPage;
