/** Spanish error pages for every boundary: no stack trace ever reaches the user. */
import { useRouteError, Link } from '@remix-run/react';
import { ERROR_WAYS_ON } from '@kernel/texts/site';
import { errorPageText, errorStatus } from '~/lib/error-pages';

export function RouteErrorPage() {
  const status = errorStatus(useRouteError());
  const text = errorPageText(status);
  return (
    <section className="error-page container" data-testid={text.testId} aria-labelledby="error-title">
      <h1 id="error-title">{text.title}</h1>
      <p>{text.body}</p>
      {status === 401 ? (
        <p>
          <Link to="?login" className="button">
            Iniciar sesión
          </Link>
        </p>
      ) : null}
      <nav aria-label="Continuar navegando" className="error-page__ways">
        <ul>
          {ERROR_WAYS_ON.map((way, index) => (
            <li key={way.href}>
              <Link
                to={way.href}
                className={index === 0 && status !== 401 ? 'button' : 'button button--secondary'}
              >
                {way.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
