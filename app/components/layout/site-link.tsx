/**
 * The layout's links (header, menu, footer, the parents' sidebar). On a page that hydrates they
 * are our links (app/components/ui/link.tsx), so JavaScript navigates without a reload; on a
 * light page (docs/decisions/016) nothing hydrates, so they are the plain anchors those links
 * render — the same markup, without React Router's per-link work (resolving the path, the
 * navigation hooks), which was about a tenth of a page without data (docs/decisions/043).
 * Navigation links mark where you are by NavLink's own rule, without NavLink: it resolves its
 * path twice and renders React Router's link inside (about 3 % of the parents' zone, decision 044).
 */
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
 * NavLink's own rule for "this link is where you are": the same path, or (unless `end`) a path
 * below it (`/cursos` for `/cursos/roblox`), ignoring case; then `active` and aria-current="page".
 */
export function isActivePath(to: string, pathname: string, end = false): boolean {
  const target = to.toLowerCase();
  const here = pathname.toLowerCase();
  if (here === target) return true;
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return !end && here.startsWith(target) && here.charAt(slashAt) === '/';
}

/**
 * A navigation link, marked when it is where you are (`active`, from isActivePath). The caller
 * reads the location once for all its links, so that a block of them can be kept whole on a light
 * page (docs/decisions/062): a kept block is rendered apart from the router.
 */
export function SiteNavLink({ to, active, children }: { to: string; active: boolean; children: ReactNode }) {
  const light = useContext(LightPageContext);
  const mark = { 'aria-current': active ? ('page' as const) : undefined, className: active ? 'active' : '' };
  if (!light)
    return (
      <Link to={to} {...mark}>
        {children}
      </Link>
    );
  return (
    <a {...mark} data-discover="true" href={to}>
      {children}
    </a>
  );
}

export interface NavLinkItem {
  to: string;
  label: string;
  /** NavLink's `end`: only this very path marks the link, not the paths below it. */
  end?: boolean;
}

/** The one link of `links` that is where you are ('' when none): what a kept block of them is keyed by. */
export function activeLinkOf(links: readonly NavLinkItem[], pathname: string): string {
  return links.find((link) => isActivePath(link.to, pathname, link.end))?.to ?? '';
}

/** A list's items, one navigation link each, the `active` one marked. */
export function NavLinkItems({ links, active }: { links: readonly NavLinkItem[]; active: string }) {
  return (
    <>
      {links.map((link) => (
        <li key={link.to}>
          <SiteNavLink to={link.to} active={link.to === active}>
            {link.label}
          </SiteNavLink>
        </li>
      ))}
    </>
  );
}
