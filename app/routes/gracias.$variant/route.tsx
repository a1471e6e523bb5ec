import { type LoaderFunctionArgs, type MetaFunction, json } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { VideoDialog, VideoTile } from '~/components/home/video-dialog';
import { RouteErrorPage } from '~/components/route-error';
import { withErrorMeta } from '~/lib/error-pages';
import { loadThankYouPage } from './thank-you-page.server';
import { VISITOR_PAGE } from '~/lib/page-handles';
import { publicMeta, rootOrigin } from '~/lib/seo';
import styles from '~/styles/home.css';
import { stylesheets } from '~/lib/stylesheets';

export const links = stylesheets(styles);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return json(await loadThankYouPage(request, params.variant ?? '', context));
}

export default function ThankYouPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="container page page--narrow thank-you">
      <h1>{page.title}</h1>
      <p className="page__lead">{page.description}</p>
      {page.kind === 'purchase' && page.paymentLinks.length > 0 ? (
        <nav className="thank-you__options" aria-label="Opciones de pago">
          {page.paymentLinks.map((link) => (
            <a key={link.label} href={link.url} className="button button--big" data-currency={page.currency}>
              {link.label}
            </a>
          ))}
        </nav>
      ) : null}
      {page.kind === 'testimonials' ? (
        <section aria-labelledby="testimonios-titulo">
          <h2 id="testimonios-titulo">Lo que cuentan nuestros estudiantes</h2>
          <div className="testimonials">
            {page.testimonials.map((video) => (
              <VideoTile key={video.id} video={video} />
            ))}
          </div>
          <VideoDialog />
        </section>
      ) : null}
      <p className="thank-you__contact">
        <span>
          Escríbenos por chat al <strong>{page.chat.number}</strong>
        </span>
        <a
          href={page.chat.href}
          className="button button--secondary"
          target="_blank"
          rel="noopener noreferrer"
        >
          Abrir el chat<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
        </a>
      </p>
      {page.kind === 'other' ? (
        <p>
          <a href="/" className="button">
            Volver a la pagina principal
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** Depends on the visitor's address (currency and chat number): never shared by HTTP caches. */
export const handle = VISITOR_PAGE;

export const meta: MetaFunction<typeof loader> = withErrorMeta<typeof loader>(({ data, matches, params }) =>
  publicMeta({
    title: `${data?.title ?? '¡Gracias!'} · Kodea`,
    description: data?.description ?? 'Gracias por escribir a Kodea.',
    path: `/gracias/${params.variant ?? ''}`,
    origin: rootOrigin(matches),
  }),
);

export const ErrorBoundary = RouteErrorPage;
