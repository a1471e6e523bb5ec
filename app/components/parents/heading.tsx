/** A heading whose level the caller chooses: the same card sits under an h2 or, in a past path, under an h3. */
import type { ReactNode } from 'react';

export type HeadingLevel = 2 | 3 | 4 | 5;

export function Heading(props: {
  level: HeadingLevel;
  id?: string;
  className?: string;
  /** A microdata property the heading's text states (a product's 'name'). */
  itemProp?: string;
  children: ReactNode;
}) {
  const Tag = `h${props.level}` as const;
  return (
    <Tag id={props.id} className={props.className} itemProp={props.itemProp}>
      {props.children}
    </Tag>
  );
}

export function below(level: HeadingLevel): HeadingLevel {
  return level === 2 ? 3 : level === 3 ? 4 : 5;
}
