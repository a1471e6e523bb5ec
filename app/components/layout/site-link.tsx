/**
 * The layout's links (header, menu, footer). On a page that hydrates they are Remix links, so
 * JavaScript navigates without a reload; on a light page (docs/decisions/016) nothing hydrates,
 * so they are the plain anchors those links render — the same markup, without React Router's
 * per-link work (resolving the path, the navigation hooks), which was about a tenth of a page
 * without data (docs/decisions/043).
 */
import { NavLink, useLocation } from '@remix-run/react';
import { Link } from '~/components/ui/link';
import { createContext, useContext, type ReactNode } from 'react';

/** Whether the page being rendered is a light page: set once by the root layout. */
export const LightPageContext = createContext(false);

interface SiteLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  preventScrollReset?: boolean;
}

export function SiteLink({ to, className, children, preventScrollReset, ...aria }: SiteLinkProps) {
  if (!useContext(LightPageContext))
    return (
      <Link to={to} className={className} preventScrollReset={preventScrollReset} {...aria}>
        {children}
      </Link>
    );
  return (
    <a className={className} data-discover="true" href={to} {...aria}>
      {children}
    </a>
  );
}

/**
 * NavLink's own rule for "this link is where you are": the same path, or a path below it
 * (`/cursos` for `/cursos/roblox`), ignoring case; then `active` and aria-current="page".
 */
export function isActivePath(to: string, pathname: string): boolean {
  const target = to.toLowerCase();
  const here = pathname.toLowerCase();
  const end = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return here === target || (here.startsWith(target) && here.charAt(end) === '/');
}

export function SiteNavLink({ to, children }: { to: string; children: ReactNode }) {
  const light = useContext(LightPageContext);
  const { pathname } = useLocation();
  if (!light) return <NavLink to={to}>{children}</NavLink>;
  const active = isActivePath(to, pathname);
  return (
    <a
      aria-current={active ? 'page' : undefined}
      className={active ? 'active' : ''}
      data-discover="true"
      href={to}
    >
      {children}
    </a>
  );
}
