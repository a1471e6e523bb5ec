// 'hij@' is shown as written but read as "hijo o hija". Trailing punctuation goes inside both
// parts, or Chrome reads a space before the '?'.
import { Fragment } from 'react';

const CHILD_WORD = /hij@([^\s\p{L}\p{N}]*)/u;

export function ReadableText({ text }: { text: string }) {
  // split with one capture group: text, punctuation, text, punctuation, …, text.
  const parts = text.split(new RegExp(CHILD_WORD.source, 'gu'));
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <ChildWord key={index} punctuation={part} />
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function ChildWord({ punctuation }: { punctuation: string }) {
  return (
    <>
      <span aria-hidden="true">hij@{punctuation}</span>
      <span className="visually-hidden">hijo o hija{punctuation}</span>
    </>
  );
}
