/**
 * Our links to our own pages: the `<a>` Remix's `<Link>` renders (href, `data-discover` for its
 * route discovery), and the same client navigation on a plain click once the page has hydrated.
 *
 * Remix's link resolves its path twice and runs React Router's navigation and prefetch hooks for
 * every link it renders; the parents' zone renders 36 of them, and together they were about a
 * seventh of that page (profiled: docs/decisions/043). An absolute path on our origin needs no
 * resolving: this link reads the location and the navigate function, and does at click time what
 * React Router does — a plain left click without modifier keys on a link without another target
 * navigates in place (replacing the history entry when it names where you are); any other click
 * is the browser's. Anything that is not an absolute path on our origin is Remix's link.
 *
 * On the server a link is only its markup: the click handler is never written into the HTML, so
 * the server's link reads no location and makes no navigate function (React Router's hooks were
 * still about 2 % of the parents' zone: docs/decisions/052). The choice is made once per
 * environment, never per render, and both write the same `<a>`, so hydration sees what it expects.
 */
import { Link as RemixLink, useLocation, useNavigate } from '@remix-run/react';
import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';

export interface LinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  to: string;
  /** Keep the scroll position when navigating (React Router's prop of the same name). */
  preventScrollReset?: boolean;
}

/** A path on our own origin ('/cursos?edad=…'), not a protocol-relative '//host' or a URL. */
const OWN_PATH = /^\/(?!\/)/;

function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

const ClientLink = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, preventScrollReset, onClick, children, ...anchor },
  ref,
) {
  const navigate = useNavigate();
  const location = useLocation();
  if (!OWN_PATH.test(to))
    return (
      <RemixLink ref={ref} to={to} preventScrollReset={preventScrollReset} onClick={onClick} {...anchor} />
    );
  return (
    <a
      ref={ref}
      {...anchor}
      data-discover="true"
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, anchor.target)) return;
        event.preventDefault();
        const here = `${location.pathname}${location.search}${location.hash}`;
        navigate(to, { replace: here === to, preventScrollReset });
      }}
    >
      {children}
    </a>
  );
});

const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, preventScrollReset, onClick, children, ...anchor },
  ref,
) {
  if (!OWN_PATH.test(to))
    return (
      <RemixLink ref={ref} to={to} preventScrollReset={preventScrollReset} onClick={onClick} {...anchor} />
    );
  return (
    <a ref={ref} {...anchor} data-discover="true" href={to}>
      {children}
    </a>
  );
});

/** No `document` while rendering on the server (Remix's build, Node); always one in a browser. */
export const Link = typeof document === 'undefined' ? ServerLink : ClientLink;
