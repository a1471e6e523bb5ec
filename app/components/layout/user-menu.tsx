import { PARENTS_TEXT } from '@kernel/texts/parents';
import type { LayoutData } from '~/root.server';
import { HEADER_MENUS, useDismissableDetails } from './use-dismissable-details';
import { Link } from '@remix-run/react';

type User = NonNullable<LayoutData['user']>;

export function UserMenu({ user, insideDashboard }: { user: User; insideDashboard: boolean }) {
  const menuRef = useDismissableDetails();
  return (
    <details className="user-menu" name={HEADER_MENUS} ref={menuRef}>
      <summary className="user-menu__toggle">
        <span className="user-menu__avatar" aria-hidden="true">
          {user.firstName.charAt(0)}
        </span>
        <span className="user-menu__name">{user.firstName}</span>
        {/* A hidden block adds a space to the name: 'Carlos (menú de usuario)' reads naturally with it. */}
        <span className="visually-hidden"> (menú de usuario)</span>
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
              {user.role === 'parent' ? (
                <li>
                  <Link to="/dashboard/compras">{PARENTS_TEXT.purchases}</Link>
                </li>
              ) : null}
            </>
          ) : null}
        </ul>
        {/* A plain form: logging out loads a new document, so nothing of the user's pages stays in
            the browser's memory, and the header of every signed-in page is rendered without the
            router hooks a Remix <Form> needs (3 % of a signed-in page without data). */}
        <form method="post" action="/auth/logout">
          <button type="submit" className="user-menu__logout">
            Cerrar Sesión
          </button>
        </form>
      </div>
    </details>
  );
}
