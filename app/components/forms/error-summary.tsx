// The error summary (GOV.UK pattern): each error links to its field. It takes the focus by the
// `autofocus` attribute without JavaScript; React honours `autoFocus` only when rendering on the
// client, so a hydrated page focuses it from an effect.
import { useEffect, useRef } from 'react';
import { focusErrorSummary } from '~/enhance/error-summary';

export interface ErrorSummaryItem {
  fieldId: string;
  message: string;
}

export const ERROR_SUMMARY_ID = 'resumen-de-errores';

/** A field as the summary lists it: Conform's field metadata is one (its id and its errors). */
export interface SummaryField {
  id: string;
  errors?: readonly string[];
  /** Put before the message, for fields whose labels repeat ('Hijo o hija 2: …'). */
  label?: string;
}

export function summaryOf(fields: readonly SummaryField[]): ErrorSummaryItem[] {
  return fields.flatMap(({ id, errors, label }) => {
    const message = errors?.[0];
    return message ? [{ fieldId: id, message: label ? `${label}: ${message}` : message }] : [];
  });
}

export function ErrorSummary({
  items,
  message,
  messageId,
  title = 'Hay un problema',
}: {
  items: readonly ErrorSummaryItem[];
  /** A message about the whole form (the upstream failed, the draft expired), above the list. */
  message?: string;
  messageId?: string;
  title?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  // What the summary says: a new answer with other errors takes the focus again.
  const said = `${message ?? ''}|${items.map((item) => `${item.fieldId}:${item.message}`).join('|')}`;
  useEffect(() => {
    if (said !== '|' && box.current) focusErrorSummary(box.current);
  }, [said]);
  if (items.length === 0 && !message) return null;
  return (
    <div
      ref={box}
      className="error-summary"
      id={ERROR_SUMMARY_ID}
      role="alert"
      tabIndex={-1}
      aria-labelledby={`${ERROR_SUMMARY_ID}-title`}
      autoFocus
      data-error-summary=""
      data-testid="error-summary"
    >
      <h2 id={`${ERROR_SUMMARY_ID}-title`} className="error-summary__title">
        {title}
      </h2>
      {message ? <p id={messageId}>{message}</p> : null}
      {items.length > 0 ? (
        <ul className="error-summary__list">
          {items.map((item) => (
            <li key={item.fieldId}>
              <a href={`#${item.fieldId}`}>{item.message}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
