/** Breadcrumbs with BreadcrumbList structured data; the item whose pathname is 'end' is the current page (spec §3). */
import { Link } from '@remix-run/react';
import { JsonLd } from './json-ld';

export interface BreadcrumbItem {
  name: string;
  pathname: string;
}

/** `currentItemProp`: the microdata property the current page's name states (e.g. a product's 'name'). */
export function Breadcrumbs({
  items,
  origin,
  currentItemProp,
}: {
  items: BreadcrumbItem[];
  origin: string;
  currentItemProp?: string;
}) {
  const trail = [{ name: 'Inicio', pathname: '/' }, ...items];
  return (
    <nav aria-label="Migas de pan" className="breadcrumbs">
      <ol>
        {trail.map((item) => (
          <li key={item.name}>
            {item.pathname === 'end' ? (
              <span aria-current="page" itemProp={currentItemProp}>
                {item.name}
              </span>
            ) : (
              <Link to={item.pathname}>{item.name}</Link>
            )}
          </li>
        ))}
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((item, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: item.name,
            ...(item.pathname === 'end' ? {} : { item: origin + item.pathname }),
          })),
        }}
      />
    </nav>
  );
}
