import { NavLink } from '@remix-run/react';

export interface NavLinkItem {
  to: string;
  label: string;
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
