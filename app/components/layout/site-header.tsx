import { Link, NavLink, useLocation } from '@remix-run/react';
import { withLoginParam } from '~/lib/safe-redirect';
import type { LayoutData } from '~/root.server';
import { UserMenu } from './user-menu';

export function SiteHeader({ user }: { user: LayoutData['user'] }) {
  const location = useLocation();
  const loginHref = withLoginParam(location.pathname + location.search, true);
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__logo" aria-label="Kodea, ir al inicio">
          <img src="/images/logo.svg" alt="Kodea" width={128} height={32} />
        </Link>
        <nav aria-label="Principal" className="site-header__nav">
          <NavLink to="/cursos">Cursos</NavLink>
          <NavLink to="/vacaciones">Vacaciones</NavLink>
          <NavLink to="/contactanos">Contáctanos</NavLink>
        </nav>
        <div className="site-header__account">
          {user ? (
            <UserMenu user={user} insideDashboard={location.pathname.startsWith('/dashboard')} />
          ) : (
            <Link to={loginHref} className="button button--small" preventScrollReset>
              Iniciar sesión
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
