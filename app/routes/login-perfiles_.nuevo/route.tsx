import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { ADD_CHILD_TEXT } from '@kernel/texts/sign-up';
import { RouteErrorPage } from '~/components/route-error';
import { AddChildForm } from '~/components/sign-up/add-child-form';
import formsStyles from '~/styles/forms.css';
import { addChildAction, loadAddChild } from './add-child.server';
import { HYDRATE } from '~/lib/page-handles';
import { stylesheets } from '~/lib/stylesheets';
import { noindexTitle } from '~/lib/page-meta';

export const handle = HYDRATE;

export const loader = ({ request, context }: LoaderFunctionArgs) => loadAddChild(request, context);

export const action = ({ request }: ActionFunctionArgs) => addChildAction(request);

export default function AddChildPage() {
  const data = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  if (!data.signedIn) {
    return (
      <div className="container page page--narrow">
        <h1>{ADD_CHILD_TEXT.title}</h1>
        <p>Inicia sesión para agregar a tu hijo o hija.</p>
      </div>
    );
  }
  const view = posted ?? data.view;
  return (
    <div className="container page page--narrow sign-up">
      <p>
        <a href="/login-perfiles">← Volver a Perfiles</a>
      </p>
      <h1>{ADD_CHILD_TEXT.title}</h1>
      <p className="page__lead">{ADD_CHILD_TEXT.lead}</p>
      <AddChildForm view={view} options={data.options} />
    </div>
  );
}

export const links = stylesheets(formsStyles);

export const meta = noindexTitle(`${ADD_CHILD_TEXT.title} · Kodea`);

export const ErrorBoundary = RouteErrorPage;
