/** The booking code and hours from the URL are shown only when they look like the API's. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { json } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { TRIAL_CLASS_TEXT } from '@kernel/texts/trial-class';
import { RouteErrorPage } from '~/components/route-error';
import campaignStyles from '~/styles/campaigns.css';
import { HYDRATE } from '~/lib/page-handles';
import { stylesheets } from '~/lib/stylesheets';
import { noindexTitle } from '~/lib/page-meta';

const CODE = /^[A-Z0-9-]{4,40}$/;

export const handle = HYDRATE;

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const code = url.searchParams.get('codigo') ?? '';
  const hours = Number(url.searchParams.get('horas'));
  return json({
    code: CODE.test(code) ? code : null,
    hours: Number.isInteger(hours) && hours > 0 && hours <= 168 ? hours : 24,
  });
}

export default function TrialClassConfirmed() {
  const { code, hours } = useLoaderData<typeof loader>();
  return (
    <div className="container page page--narrow trial-confirmed" data-testid="trial-confirmed">
      <h1>{TRIAL_CLASS_TEXT.confirmedTitle}</h1>
      {code ? (
        <p className="page__lead">
          Tu código de reserva es <strong>{code}</strong>.
        </p>
      ) : null}
      <h2>¿Qué sigue?</h2>
      <ol className="trial-confirmed__steps">
        <li>
          En las próximas {hours} horas te escribiremos por WhatsApp al número que nos diste para acordar el
          día y la hora de la clase.
        </li>
        <li>Te enviaremos el enlace de la clase en vivo y lo que tu hijo o hija necesita para entrar.</li>
        <li>
          El día de la clase, tu hijo o hija necesita una computadora con internet; la clase es en vivo y es
          gratis, sin compromiso.
        </li>
      </ol>
      <p>
        ¿Tienes dudas? Escríbenos desde <a href="/contactanos">Contáctanos</a>.
      </p>
      <p>
        <a className="button" href="/cursos">
          Ver cursos
        </a>
      </p>
    </div>
  );
}

export const links = stylesheets(campaignStyles);

export const meta = noindexTitle(`${TRIAL_CLASS_TEXT.confirmedTitle} · Kodea`);

export const ErrorBoundary = RouteErrorPage;
