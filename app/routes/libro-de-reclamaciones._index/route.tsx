import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { ComplaintForm } from '~/components/complaints/complaint-form';
import { ComplaintProviderFacts } from '~/components/complaints/complaint-provider';
import { COMPLAINT_TEXT } from '@kernel/texts/complaints';
import { RouteErrorPage } from '~/components/route-error';
import { loadComplaintForm } from './complaint-options.server';
import { fileComplaintAction, type ComplaintFormView } from './complaints.server';
import { PUBLIC_PAGE } from '~/lib/page-handles';
import formsStyles from '~/styles/forms.css';
import { stylesheets } from '~/lib/stylesheets';
import { staticPublicMeta } from '~/lib/page-meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadComplaintForm(request, context);

export async function action({ request }: ActionFunctionArgs) {
  return fileComplaintAction(request);
}

const EMPTY: ComplaintFormView = {};

export default function ComplaintsBookPage() {
  const { options, provider } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const view = posted ?? EMPTY;
  return (
    <div className="container page page--narrow">
      <h1>{COMPLAINT_TEXT.title}</h1>
      <p className="page__lead">{COMPLAINT_TEXT.lead}</p>
      <ComplaintProviderFacts provider={provider} />
      <ComplaintForm view={view} options={options} />
    </div>
  );
}

export const handle = PUBLIC_PAGE;

export const links = stylesheets(formsStyles);

export const meta = staticPublicMeta({
  title: 'Libro de Reclamaciones · Kodea',
  description:
    'Registra un reclamo o una queja sobre los cursos de Kodea en nuestro Libro de Reclamaciones virtual.',
  path: '/libro-de-reclamaciones',
});

export const ErrorBoundary = RouteErrorPage;
