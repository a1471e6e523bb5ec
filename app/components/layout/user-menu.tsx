/** The user menu: a <details> element, so it opens and closes by click with or without JavaScript. */
import { Form, Link } from '@remix-run/react';
import type { LayoutData } from '~/root.server';

type User = NonNullable<LayoutData['user']>;

export function UserMenu({ user, insideDashboard }: { user: User; insideDashboard: boolean }) {
  return (
    <details className="user-menu">
      <summary className="user-menu__toggle" aria-label={`Menú de ${user.firstName}`}>
        <span className="user-menu__avatar" aria-hidden="true">
          {user.firstName.charAt(0)}
        </span>
        <span>{user.firstName}</span>
      </summary>
      <div className="user-menu__panel">
        <p className="user-menu__email">{user.email}</p>
        <ul>
          {user.platform === 'organizacion' && user.organizationId !== null ? (
            <li>
              <Link to={`/dashboardb2b/organization/${user.organizationId}`}>Ir al dashboard</Link>
            </li>
          ) : (
            <li>
              <Link to="/dashboard">Mi panel</Link>
            </li>
          )}
          {user.platform === 'zona-padres' ? (
            <>
              {insideDashboard ? (
                <li>
                  <Link to="/">Homepage</Link>
                </li>
              ) : null}
              <li>
                <Link to="/login-perfiles">Perfiles</Link>
              </li>
            </>
          ) : null}
        </ul>
        <Form method="post" action="/auth/logout">
          <button type="submit" className="user-menu__logout">
            Cerrar Sesión
          </button>
        </Form>
      </div>
    </details>
  );
}
