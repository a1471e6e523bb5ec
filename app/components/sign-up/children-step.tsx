/**
 * Step 2 of the sign-up: one or more children (docs/decisions/019). 'Agregar otro hijo' and
 * 'Quitar' are submit buttons that re-render the form on the server, so it works without JavaScript.
 */
import { ChildFields } from './child-fields';
import type { ChildValues, FieldErrors } from '~/routes/registro/sign-up-form.server';
import type { SignUpOptions } from '~/routes/registro/sign-up-options.server';
import { SIGN_UP_TEXT } from '@kernel/texts/sign-up';

export function ChildrenStep({
  parentName,
  rows,
  errors,
  options,
}: {
  parentName: string;
  rows: ChildValues[];
  errors: FieldErrors;
  options: SignUpOptions;
}) {
  return (
    <form method="post" action="/registro?paso=hijos" noValidate className="sign-up-form">
      <h2>{SIGN_UP_TEXT.childrenHeading}</h2>
      <p>{SIGN_UP_TEXT.childrenLead(parentName)}</p>
      <input type="hidden" name="childCount" value={rows.length} />
      {/*
        Enter in a field submits the form's first submit button: this one, which checks and keeps
        the rows without registering (issue 20: Enter in the first child's name must not finish
        the sign-up before the second child is added). Only 'Crear cuenta' below registers.
      */}
      <button type="submit" name="intent" value="check-children" hidden tabIndex={-1}>
        Revisar datos
      </button>
      {errors.children ? <p className="form-error">{errors.children}</p> : null}
      <ol className="sign-up-children">
        {rows.map((row, index) => {
          const field = (name: keyof ChildValues) => ({
            id: `hijo-${index}-${name}`,
            name: `child-${index}-${name}`,
            value: row[name],
            error: errors[`children.${index}.${name}`],
          });
          return (
            // Rows have no identity of their own but their position, which is what the form posts.
            <li key={index} className="sign-up-child">
              <fieldset>
                <legend>{`Hijo o hija ${index + 1}`}</legend>
                <ChildFields field={field} options={options} />
                {rows.length > 1 ? (
                  <button
                    type="submit"
                    name="intent"
                    value={`remove-child-${index}`}
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
      <div className="sign-up-actions">
        {rows.length < options.maxChildren ? (
          <button type="submit" name="intent" value="add-child" className="button button--secondary">
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
  );
}
