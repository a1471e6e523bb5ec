import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { json } from '@remix-run/node';
import { signInPrompt } from '~/components/dashboard/sign-in-prompt';
import { StudentDashboard } from '~/components/dashboard/student-dashboard';
import { ParentsDashboard } from '~/components/parents/parents-dashboard';
import { RouteErrorPage } from '~/components/route-error';
import { withErrorMeta } from '~/lib/error-pages';
import { contactAction, loadDashboard } from './student-dashboard.server';
import { getDashboardVisitor } from '~/lib/dashboard-access.server';
import { isParent } from '~/lib/parents-access.server';
import { parentsDashboardAction } from './parents-dashboard-actions.server';
import { loadParentsDashboard } from './parents-dashboard.server';
import type { loader as rootLoader } from '~/root';
import { hydrateUnless } from '~/lib/page-handles';
import { getSession, readAuth } from '@server/session.server';
import parentsStyles from '~/styles/parents.css';
import studentStyles from '~/styles/student-dashboard.css';
import { stylesheets } from '~/lib/stylesheets';

// Students load it too: a route's links cannot depend on its data, and it is small.
export const links = stylesheets(parentsStyles, studentStyles);

// Neither dashboard hydrates (decision 074); the student's contact form is sent in place by
// app/enhance/sent-in-place.ts.
export const handle = {
  ...hydrateUnless(
    (data) =>
      typeof data === 'object' &&
      data !== null &&
      'kind' in data &&
      (data.kind === 'parents' || data.kind === 'student'),
  ),
  ...signInPrompt('Mi panel', 'Inicia sesión para ver tus cursos, certificados y escribirle a soporte.'),
};

/** One URL, two dashboards (spec §2); null for anyone the layout answers. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const visitor = await getDashboardVisitor(request, context);
  if (visitor.zone === 'parents') return loadParentsDashboard(request, visitor);
  if (visitor.zone === 'student') return loadDashboard(request, visitor);
  return json(null);
}

export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request);
  const auth = readAuth(session);
  if (auth && isParent(auth)) return parentsDashboardAction(request, { session, auth });
  return contactAction(request, session);
}

export default function DashboardPage() {
  const data = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() ?? null;
  const layout = useRouteLoaderData<typeof rootLoader>('root');
  if (!data) return null;
  const childLogin = posted && 'childLogin' in posted ? posted.childLogin : null;
  if (data.kind === 'parents') return <ParentsDashboard data={data} childLogin={childLogin} />;
  const contactState = posted && !('childLogin' in posted) ? posted : null;
  return <StudentDashboard data={data} layout={layout} contactState={contactState} />;
}

export const meta: MetaFunction<typeof loader> = withErrorMeta<typeof loader>(({ data }) => [
  { title: data?.kind === 'parents' ? 'Zona de Padres · Kodea' : 'Mi panel · Kodea' },
  { name: 'robots', content: 'noindex' },
]);

export const ErrorBoundary = RouteErrorPage;
