/** A collapsible section whose toggle label follows its state by CSS on [open], JavaScript off too. */
import type { ReactNode } from 'react';

export function Disclosure(props: {
  closedLabel: string;
  openLabel: string;
  children: ReactNode;
  className?: string;
  defaultOpen?: boolean;
}) {
  return (
    <details className={`disclosure ${props.className ?? ''}`} open={props.defaultOpen}>
      <summary>
        {props.closedLabel === props.openLabel ? (
          <span>{props.closedLabel}</span>
        ) : (
          <>
            <span className="disclosure__closed">{props.closedLabel}</span>
            <span className="disclosure__open">{props.openLabel}</span>
          </>
        )}
      </summary>
      {props.children}
    </details>
  );
}
