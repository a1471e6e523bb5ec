import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { FaqList } from '~/components/faq-list';
import { ParentsShell } from '~/components/parents/parents-shell';
import { PARENTS_TEXT } from '@kernel/texts/parents';
import { signInPrompt } from '~/components/dashboard/sign-in-prompt';
import { RouteErrorPage } from '~/components/route-error';
import { privateMeta } from '~/lib/error-pages';
import { loadParentsFaq } from './parents-faq.server';
import parentsStyles from '~/styles/parents.css';
import { HYDRATE } from '~/lib/page-handles';
import { stylesheets } from '~/lib/stylesheets';

export const links = stylesheets(parentsStyles);

export const handle = {
  ...HYDRATE,
  ...signInPrompt(PARENTS_TEXT.faq, 'Inicia sesión para ver las preguntas frecuentes de la Zona de Padres.'),
};

export const loader = ({ request, context }: LoaderFunctionArgs) => loadParentsFaq(request, context);

const LEAD = 'Respuestas rápidas sobre clases, horarios, certificados y pagos.';

export default function ParentsFaqPage() {
  const data = useLoaderData<typeof loader>();
  if (!data) return null;
  return (
    <ParentsShell title={PARENTS_TEXT.faq} lead={LEAD}>
      <div className="parents-card">
        <FaqList items={data.faqs} />
      </div>
    </ParentsShell>
  );
}

export const meta = privateMeta('Preguntas Frecuentes · Zona de Padres · Kodea');

export const ErrorBoundary = RouteErrorPage;
