/** Page links that keep the filters: a window around the current page, not one link per page. */
import { Link } from '@remix-run/react';

export interface PaginationLinks {
  previous: string | null;
  next: string | null;
  /** null: pages left out between two links. */
  pages: ({ number: number; href: string } | null)[];
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
        {links.pages.map((page, index) =>
          page ? (
            <li key={page.number}>
              <Link
                to={page.href}
                aria-current={page.number === current ? 'page' : undefined}
                aria-label={`Página ${page.number}`}
              >
                {page.number}
              </Link>
            </li>
          ) : (
            // A gap sits between two numbers, so the one before it names it uniquely.
            <li key={`gap-after-${links.pages[index - 1]?.number ?? 0}`} className="org-pagination__gap">
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">Páginas omitidas</span>
            </li>
          ),
        )}
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
