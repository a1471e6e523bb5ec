/**
 * The spec writes 'hij@' (hijo or hija) and the page keeps it, but a screen reader spells it
 * ("hij arroba"): each 'hij@' is shown as written and read as "hijo o hija".
 */
import { Fragment } from 'react';

const CHILD_WORD = 'hij@';

export function ReadableText({ text }: { text: string }) {
  const parts = text.split(CHILD_WORD);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <ChildWord /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

function ChildWord() {
  return (
    <>
      <span aria-hidden="true">{CHILD_WORD}</span>
      <span className="visually-hidden">hijo o hija</span>
    </>
  );
}
