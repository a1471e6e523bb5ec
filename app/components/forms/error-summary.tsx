/**
 * The error summary of a form that came back with errors (issue 20; the GOV.UK Design System's
 * pattern): at the top of the form, a box titled 'Hay un problema' listing each error as a link
 * to its field, so a parent on a phone sees at once what is wrong and where, instead of a form
 * that silently scrolled back to its top. It takes the focus: `autoFocus` is rendered as the
 * `autofocus` attribute, which the browser honours without JavaScript. React honours `autoFocus`
 * only when it renders on the client, so on a hydrated page an effect focuses the summary whenever
 * it shows new errors (an action's answer rendered without a reload), through
 * app/enhance/error-summary.ts, which the script of non-hydrated pages calls too. role="alert"
 * makes a screen reader read it on arrival. Its items are Conform's field errors (`summaryOf`),
 * its message the form's own error (decision 078): Conform has no summary of its own.
 */
import { useEffect, useRef } from 'react';
import { focusErrorSummary } from '~/enhance/error-summary';

export interface ErrorSummaryItem {
  /** The id of the field the link leads to. */
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

/** The summary's links: each field's first message, in the order given — the page's. */
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
  /** The message's id: Conform's form error id, which the form's aria-describedby names. */
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
