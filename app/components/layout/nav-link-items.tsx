/** A navigation list's items: Remix's NavLink marks the one where you are (`active`, aria-current="page"). */
import { NavLink } from '@remix-run/react';

export interface NavLinkItem {
  to: string;
  label: string;
  /** NavLink's `end`: only this very path marks the link, not the paths below it. */
  end?: boolean;
}

export function NavLinkItems({ links }: { links: readonly NavLinkItem[] }) {
  return (
    <>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </>
  );
}
