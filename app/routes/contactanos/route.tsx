import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { PublicContactCard } from '~/components/contact/public-contact-card';
import { VisitorContactForm } from '~/components/contact/visitor-contact-form';
import { RouteErrorPage } from '~/components/route-error';
import { PUBLIC_PAGE } from '~/lib/page-handles';
import type { loader as rootLoader } from '~/root';
import formsStyles from '~/styles/forms.css';
import { loadContactPage } from './contact-page.server';
import { visitorContactAction, type VisitorContactView } from './visitor-contact.server';
import { stylesheets } from '~/lib/stylesheets';
import { staticPublicMeta } from '~/lib/page-meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadContactPage(request, context);

export const action = ({ request }: ActionFunctionArgs) => visitorContactAction(request);

const EMPTY: VisitorContactView = {};

export default function ContactPage() {
  const { faqs, phone, origin } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const layout = useRouteLoaderData<typeof rootLoader>('root');
  const sent = layout?.formStatus?.form === 'visitor-contact' ? layout.formStatus.message : null;
  return (
    <div className="container page page--narrow">
      <Breadcrumbs items={[{ name: 'Contáctanos', pathname: 'end' }]} origin={origin} />
      <h1>Contáctanos</h1>
      <p className="page__lead">
        Resolvemos tus dudas sobre cursos, horarios y pagos. Escríbenos por nuestras redes o por correo y te
        responderemos el mismo día.
      </p>
      <section className="card" aria-labelledby="question-title">
        <h2 id="question-title">Escríbenos tu consulta</h2>
        <VisitorContactForm view={posted ?? EMPTY} sent={sent} />
      </section>
      {layout ? <PublicContactCard channels={layout.contact} phone={phone} faqs={faqs} /> : null}
    </div>
  );
}

// Public and cached for anonymous GETs; a visitor who sent a question carries a session, so the
// page with its answer is never shared (app/lib/cache-policy.server.ts).
export const handle = PUBLIC_PAGE;

export const links = stylesheets(formsStyles);

export const meta = staticPublicMeta({
  title: 'Contáctanos · Kodea',
  description:
    'Escríbenos por WhatsApp, redes sociales o correo: te ayudamos a elegir el curso ideal para tu hij@.',
  path: '/contactanos',
});

export const ErrorBoundary = RouteErrorPage;
