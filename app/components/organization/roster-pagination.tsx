/** Page links that keep the filters (built by the loader); the current page is marked for screen readers. */
import { Link } from '@remix-run/react';

export interface PaginationLinks {
  previous: string | null;
  next: string | null;
  pages: { number: number; href: string }[];
}

export function RosterPagination({ links, current }: { links: PaginationLinks; current: number }) {
  if (links.pages.length <= 1) return null;
  return (
    <nav aria-label="Paginación" className="org-pagination">
      <ul>
        {links.previous ? (
          <li>
            <Link to={links.previous} rel="prev">
              Anterior
            </Link>
          </li>
        ) : null}
        {links.pages.map((page) => (
          <li key={page.number}>
            <Link
              to={page.href}
              aria-current={page.number === current ? 'page' : undefined}
              aria-label={`Página ${page.number}`}
            >
              {page.number}
            </Link>
          </li>
        ))}
        {links.next ? (
          <li>
            <Link to={links.next} rel="next">
              Siguiente
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
