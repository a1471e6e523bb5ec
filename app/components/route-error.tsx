/** Friendly Spanish error pages for every error boundary: no stack trace ever reaches the user. */
import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';
import { MAINTENANCE_TEXT, REQUEST_ERROR_TEXT } from '@kernel/texts/errors';

export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 503) {
    return (
      <section className="error-page" data-testid="maintenance">
        <h1>{MAINTENANCE_TEXT}</h1>
        <p>Estamos mejorando Kodea para ti. Vuelve a intentarlo en unos minutos.</p>
      </section>
    );
  }
  if (status === 404) {
    return (
      <section className="error-page" data-testid="not-found">
        <h1>Página no encontrada</h1>
        <p>La página que buscas no existe o cambió de dirección.</p>
        <p>
          <Link to="/cursos" className="button">
            Ver cursos
          </Link>
        </p>
      </section>
    );
  }
  const requestError = REQUEST_ERROR_TEXT[status];
  if (requestError) return <ErrorWithHomeLink testId="request-error" {...requestError} />;
  if (status === 401) {
    return (
      <section className="error-page">
        <h1>Tu sesión terminó</h1>
        <p>
          <Link to="?login" className="button">
            Iniciar sesión
          </Link>
        </p>
      </section>
    );
  }
  return (
    <ErrorWithHomeLink
      testId="error-page"
      title="Ups, algo salió mal"
      body="No pudimos cargar esta página. Por favor, inténtalo de nuevo en unos minutos."
    />
  );
}

function ErrorWithHomeLink({ testId, title, body }: { testId: string; title: string; body: string }) {
  return (
    <section className="error-page" data-testid={testId}>
      <h1>{title}</h1>
      <p>{body}</p>
      <p>
        <Link to="/" className="button">
          Volver a la página principal
        </Link>
      </p>
    </section>
  );
}
