import type { ReactNode } from 'react';

/** One term of a `<dl>` and its value, in the `<div>` that groups them. */
export function Fact({
  label,
  children,
  className,
  testId,
}: {
  label: string;
  children: ReactNode;
  /** The `<dd>`'s. */
  className?: string;
  testId?: string;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={className} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
