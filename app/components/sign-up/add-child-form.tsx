/**
 * Adding a child later (issue 20, decision 032): the sign-up's child fields in a plain POST form,
 * with its one-time token. Works without JavaScript; with it, the button is disabled while sending.
 */
import { Form, useNavigation } from '@remix-run/react';
import { ChildFields } from './child-fields';
import { ADD_CHILD_TEXT } from '@kernel/texts/sign-up';
import type { AddChildOptions, AddChildView } from '~/routes/login-perfiles_.nuevo/add-child.server';

export function AddChildForm({ view, options }: { view: AddChildView; options: AddChildOptions }) {
  const sending = useNavigation().state === 'submitting';
  const field = (name: keyof AddChildView['values']) => ({
    id: `nuevo-${name}`,
    name,
    value: view.values[name],
    error: view.errors[name],
  });
  return (
    <Form method="post" noValidate className="sign-up-form" data-testid="add-child-form">
      <input type="hidden" name="token" value={view.token} />
      <ChildFields field={field} options={options} />
      <div className="sign-up-actions">
        <button type="submit" className="button" disabled={sending}>
          {ADD_CHILD_TEXT.submit}
        </button>
        <a href="/login-perfiles" className="button button--secondary">
          Cancelar
        </a>
      </div>
    </Form>
  );
}
