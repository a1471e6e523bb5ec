/**
 * A part of a page that does not hydrate, kept true while open (issue 77, decision 110):
 * app/enhance/live-pedido.ts asks `procedure` with `input` while the tab is visible and, when its
 * answer is no longer `state` (what the page was rendered with), puts the page's new render in
 * place. Its children are what works without JavaScript: an 'Actualizar' link to the same page.
 */
import type { ReactNode } from 'react';

interface Props {
  /** The procedure's path on /api/trpc. */
  procedure: string;
  input?: unknown;
  state: unknown;
  /** How often, in ms (app/enhance/live-pedido.ts: 30 s unless said). */
  every?: number;
  className?: string;
  children?: ReactNode;
}

export function LiveState({ procedure, input, state, every, className, children }: Props) {
  const attributes = {
    'data-live-state': procedure,
    'data-input': input === undefined ? undefined : JSON.stringify(input),
    'data-state': JSON.stringify(state),
    'data-every': every,
  };
  return children ? (
    <p className={className} {...attributes}>
      {children}
    </p>
  ) : (
    <div hidden {...attributes} />
  );
}
