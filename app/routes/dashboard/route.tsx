/** `/dashboard` and the parents' pages under it; no handle, so the pages' own decide hydration. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';
import { SignInPrompt } from '~/components/dashboard/sign-in-prompt';
import { RouteErrorPage } from '~/components/route-error';
import { loadDashboardLayout } from './dashboard-layout.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadDashboardLayout(request, context);

export default function DashboardLayout() {
  const { zone } = useLoaderData<typeof loader>();
  return zone === 'signed-out' ? <SignInPrompt /> : <Outlet />;
}

export const ErrorBoundary = RouteErrorPage;
