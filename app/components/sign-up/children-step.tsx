// Step 2 of the sign-up. 'Agregar otro hijo' and 'Quitar' are Conform's intent buttons, submit
// buttons the server applies, so they work without JavaScript. Row ids are our own: Conform's
// would hold the list name's brackets.
import { getFormProps, useForm } from '@conform-to/react';
import type { z } from 'zod';
import type { ChildrenFinishSchema } from '@server/validation/sign-up';
import { ErrorSummary, summaryOf } from '~/components/forms/error-summary';
import { errorOf } from '~/components/forms/fields';
import { CHILD_FIELDS } from '~/routes/registro/sign-up-form.server';
import type { SignUpView } from '~/routes/registro/sign-up.server';
import type { SignUpOptions } from '~/routes/registro/sign-up-options.server';
import { SIGN_UP_TEXT } from '@kernel/texts/sign-up';
import { ChildDataConsent } from './child-data-consent';
import { ChildFields } from './child-fields';
import { ReturnField } from './return-field';

export const childFieldId = (index: number, field: string) => `hijo-${index}-${field}`;

export function ChildrenStep({
  view,
  options,
}: {
  view: Extract<SignUpView, { step: 'children' }>;
  options: SignUpOptions;
}) {
  const [form, fields] = useForm<z.input<typeof ChildrenFinishSchema>>({
    id: 'hijos',
    lastResult: view.result,
    defaultValue: { children: view.rows },
  });
  const rows = fields.children.getFieldList();
  // 'Agregar otro hijo' is applied by the server (the page is not hydrated): the row it added
  // takes the cursor when the page comes back, so a keyboard or screen-reader user lands on it.
  const addedRow = view.result?.intent?.type === 'insert' ? rows.length - 1 : null;
  const listError = errorOf(fields.children);
  const summary = summaryOf([
    { id: childFieldId(0, 'firstName'), errors: fields.children.errors },
    ...rows.flatMap((row, index) => {
      const child = row.getFieldset();
      return CHILD_FIELDS.map((name) => ({
        id: childFieldId(index, name),
        errors: child[name].errors,
        label: SIGN_UP_TEXT.childLabel(index),
      }));
    }),
    fields.childDataConsent,
  ]);
  return (
    <>
      <ErrorSummary items={summary} message={form.errors?.[0]} messageId={form.errorId} />
      {view.notice ? (
        <p className="notice-box" role="status" data-testid="sign-up-notice">
          {view.notice}
        </p>
      ) : null}
      <form method="post" action="/registro?paso=hijos" className="sign-up-form" {...getFormProps(form)}>
        <ReturnField returnTo={view.returnTo} />
        <h2>{SIGN_UP_TEXT.childrenHeading}</h2>
        <p>{SIGN_UP_TEXT.childrenLead(view.parentName)}</p>
        {/*
          Enter in a field submits the form's first submit button: this one, which checks and keeps
          the rows without registering (issue 20: Enter in the first child's name must not finish
          the sign-up before the second child is added). Only 'Crear cuenta' below registers.
        */}
        <button type="submit" name="intent" value="check-children" hidden tabIndex={-1}>
          Revisar datos
        </button>
        {listError ? (
          <p className="form-error" id={fields.children.errorId}>
            {listError}
          </p>
        ) : null}
        <ol className="sign-up-children">
          {rows.map((row, index) => {
            const child = row.getFieldset();
            return (
              // Conform keys the rows it added; rows drawn from a reply are known by their position.
              <li key={row.key ?? index} className="sign-up-child">
                <fieldset>
                  <legend>{SIGN_UP_TEXT.childLabel(index)}</legend>
                  <ChildFields
                    field={(name) => ({ meta: child[name], id: childFieldId(index, name) })}
                    options={options}
                    focusName={index === addedRow}
                  />
                  {rows.length > 1 ? (
                    <button
                      type="submit"
                      {...form.remove.getButtonProps({ name: fields.children.name, index })}
                      className="button button--secondary"
                    >
                      {`Quitar hijo o hija ${index + 1}`}
                    </button>
                  ) : null}
                </fieldset>
              </li>
            );
          })}
        </ol>
        <ChildDataConsent meta={fields.childDataConsent} />
        <div className="sign-up-actions">
          {rows.length < options.maxChildren ? (
            <button
              type="submit"
              {...form.insert.getButtonProps({ name: fields.children.name })}
              className="button button--secondary"
            >
              Agregar otro hijo
            </button>
          ) : null}
          <button type="submit" name="intent" value="edit-guardian" className="button button--secondary">
            Volver a mis datos
          </button>
          <button type="submit" name="intent" value="finish" className="button">
            Crear cuenta
          </button>
        </div>
      </form>
    </>
  );
}
