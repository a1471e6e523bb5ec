/** A filed complaint's record, for its filer only (the id is in their session): printable and downloadable. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ComplaintRecordView } from '~/components/complaints/complaint-record';
import { COMPLAINT_TEXT } from '@kernel/texts/complaints';
import { RouteErrorPage } from '~/components/route-error';
import { privateMeta } from '~/lib/error-pages';
import { loadComplaintRecord } from './complaint-record.server';
import formsStyles from '~/styles/forms.css';
import { stylesheets } from '~/lib/stylesheets';

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  loadComplaintRecord(request, params.id, context);

export default function ComplaintRecordPage() {
  const { record, provider, filedAt, responseText } = useLoaderData<typeof loader>();
  return (
    <div className="container page page--narrow">
      <h1>{COMPLAINT_TEXT.title}</h1>
      <p role="status">{COMPLAINT_TEXT.filed}</p>
      <ComplaintRecordView
        record={record}
        provider={provider}
        filedAt={filedAt}
        responseText={responseText}
      />
      <p className="complaint-record__actions">
        <a className="button" href={`/libro-de-reclamaciones/${record.id}/descargar`} download>
          Descargar hoja de reclamación (PDF)
        </a>
        <a className="button button--secondary" href="/libro-de-reclamaciones">
          Registrar otro reclamo
        </a>
      </p>
    </div>
  );
}

export const links = stylesheets(formsStyles);

export const meta = privateMeta('Hoja de reclamación · Kodea');

export const ErrorBoundary = RouteErrorPage;
