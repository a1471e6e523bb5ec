/** A complaint sheet's copy, for whoever holds its link (the e-mail's): printable and downloadable. */
import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ComplaintRecordView } from '~/components/complaints/complaint-record';
import { COMPLAINT_TEXT } from '@kernel/texts/complaints';
import { RouteErrorPage } from '~/components/route-error';
import { privateMeta } from '~/lib/error-pages';
import { loadComplaintCopy } from './complaint-copy.server';
import { CAPABILITY_HEADERS } from '~/lib/complaint-records.server';
import formsStyles from '~/styles/forms.css';
import { stylesheets } from '~/lib/stylesheets';

export const loader = ({ request, params }: LoaderFunctionArgs) => loadComplaintCopy(request, params.token);

export const headers: HeadersFunction = () => CAPABILITY_HEADERS;

export default function ComplaintCopyPage() {
  const { record, provider, filedAt, responseText, download } = useLoaderData<typeof loader>();
  return (
    <div className="container page page--narrow">
      <h1>{COMPLAINT_TEXT.title}</h1>
      <p className="page__lead">{COMPLAINT_TEXT.copyLead}</p>
      <ComplaintRecordView
        record={record}
        provider={provider}
        filedAt={filedAt}
        responseText={responseText}
      />
      <p className="complaint-record__actions">
        <a className="button" href={download} download>
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
