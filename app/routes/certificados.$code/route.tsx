import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CERTIFICATE_TEXT, certificatePath } from '@kernel/texts/certificates';
import { RouteErrorPage } from '~/components/route-error';
import { Fact } from '~/components/ui/fact';
import { withErrorMeta } from '~/lib/error-pages';
import { PUBLIC_PAGE } from '~/lib/page-handles';
import { publicMeta } from '~/lib/seo';
import { stylesheets } from '~/lib/stylesheets';
import certificateStyles from '~/styles/certificates.css';
import { loadVerification } from './verification.server';

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  loadVerification(request, params.code, context);

export default function CertificateVerificationPage() {
  const { certificate } = useLoaderData<typeof loader>();
  if (!certificate) {
    return (
      <div className="container page page--narrow certificate-check" data-testid="certificate-not-found">
        <h1>{CERTIFICATE_TEXT.notFound}</h1>
        <p>{CERTIFICATE_TEXT.notFoundLead}</p>
      </div>
    );
  }
  return (
    <div className="container page page--narrow certificate-check" data-testid="certificate-valid">
      <h1 className="certificate-check__valid">{CERTIFICATE_TEXT.valid}</h1>
      <p>{CERTIFICATE_TEXT.validLead}</p>
      <dl className="card certificate-check__facts">
        <Fact label={CERTIFICATE_TEXT.holder}>{certificate.holder}</Fact>
        <Fact label={certificate.kind}>{certificate.title}</Fact>
        <Fact label={CERTIFICATE_TEXT.issuedOn}>{certificate.issuedOn}</Fact>
      </dl>
    </div>
  );
}

/** Public and cacheable (a valid answer), never in a search engine: a person's name is on it. */
export const handle = PUBLIC_PAGE;

export const headers: HeadersFunction = () => ({ 'X-Robots-Tag': 'noindex' });

export const links = stylesheets(certificateStyles);

export const meta: MetaFunction<typeof loader> = withErrorMeta<typeof loader>(({ data, params }) => [
  ...publicMeta({
    title: `${data?.certificate ? CERTIFICATE_TEXT.valid : CERTIFICATE_TEXT.notFound} · Kodea`,
    description: CERTIFICATE_TEXT.description,
    path: certificatePath(params.code ?? ''),
    origin: data?.origin ?? '',
  }),
  { name: 'robots', content: 'noindex' },
]);

export const ErrorBoundary = RouteErrorPage;
