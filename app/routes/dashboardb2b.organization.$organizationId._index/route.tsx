import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { OrganizationDashboard } from '~/components/organization/organization-dashboard';
import { RouteErrorPage } from '~/components/route-error';
import { withErrorMeta } from '~/lib/error-pages';
import { loadOrganizationDashboard } from './organization-dashboard.server';
import type { loader as rootLoader } from '~/root';
import organizationStyles from '~/styles/organization.css';
import parentsStyles from '~/styles/parents.css';
import { stylesheets } from '~/lib/stylesheets';

// parents.css for the shared status badges (the same labels and colours as the parents' zone).
export const links = stylesheets(parentsStyles, organizationStyles);

/** Spec §2 B2B dashboard, members only (decision 020). Not hydrated; never cached. */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadOrganizationDashboard(request, params.organizationId, context);
}

export default function OrganizationDashboardPage() {
  const data = useLoaderData<typeof loader>();
  const layout = useRouteLoaderData<typeof rootLoader>('root');
  if (!data.signedIn || !layout) {
    return (
      <div className="container page">
        <h1>Panel de la organización</h1>
        <p>Inicia sesión con la cuenta de tu organización para ver a tus estudiantes.</p>
      </div>
    );
  }
  return <OrganizationDashboard data={data} supportEmail={layout.contact.supportEmail} />;
}

export const meta: MetaFunction<typeof loader> = withErrorMeta<typeof loader>(({ data }) => [
  {
    title:
      data && data.signedIn
        ? `${data.organization.name} · Panel de la organización · Kodea`
        : 'Panel de la organización · Kodea',
  },
  { name: 'description', content: 'Estudiantes, avance y certificados de tu organización en Kodea.' },
  { name: 'robots', content: 'noindex' },
]);

export const ErrorBoundary = RouteErrorPage;
