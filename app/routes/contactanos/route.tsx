import { type LoaderFunctionArgs, type MetaFunction, json } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { PublicContactCard } from '~/components/contact/public-contact-card';
import { RouteErrorPage } from '~/components/route-error';
import { withErrorMeta } from '~/lib/error-pages';
import { PUBLIC_PAGE } from '~/lib/page-handles';
import { publicMeta, rootOrigin } from '~/lib/seo';
import { publicOrigin } from '~/lib/request-origin.server';
import { orThrowResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import type { loader as rootLoader } from '~/root';

export async function loader({ request }: LoaderFunctionArgs) {
  const caller = await getCaller(request);
  const faqs = await orThrowResponse(caller.faq.list({ page: 'contactanos' }));
  return json({ faqs, origin: publicOrigin() });
}

export default function ContactPage() {
  const { faqs, origin } = useLoaderData<typeof loader>();
  const layout = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <div className="container page page--narrow">
      <Breadcrumbs items={[{ name: 'Contáctanos', pathname: 'end' }]} origin={origin} />
      <h1>Contáctanos</h1>
      <p className="page__lead">
        Resolvemos tus dudas sobre cursos, horarios y pagos. Escríbenos por nuestras redes o por correo y te
        responderemos el mismo día.
      </p>
      {layout ? <PublicContactCard channels={layout.contact} faqs={faqs} /> : null}
    </div>
  );
}

export const handle = PUBLIC_PAGE;

export const meta: MetaFunction = withErrorMeta(({ matches }) =>
  publicMeta({
    title: 'Contáctanos · Kodea',
    description:
      'Escríbenos por WhatsApp, redes sociales o correo: te ayudamos a elegir el curso ideal para tu hij@.',
    path: '/contactanos',
    origin: rootOrigin(matches),
  }),
);

export const ErrorBoundary = RouteErrorPage;
