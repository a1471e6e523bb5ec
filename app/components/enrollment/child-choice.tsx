// '¿Para quién es esta compra?': a required radio group. The server checks the choice again; its
// refusal comes back through Conform.
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { Link } from '@remix-run/react';
import type { ChildOption } from '@server/vacation-purchase/child-choice';
import { errorOf, FieldError } from '~/components/forms/fields';

export interface ChildChoiceView {
  options: ChildOption[];
  note: string | null;
}

interface RadioProps {
  name: string;
  type: 'radio';
  value?: string;
  defaultChecked?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** A radio of the group: Conform's props in a form, the bare radio outside one. */
function radioProps<S>(field: FieldMetadata<S> | undefined, value: string): RadioProps {
  return field ? getInputProps(field, { type: 'radio', value }) : { name: 'childId', type: 'radio', value };
}

export function ChildChoice<S>({
  view,
  field,
  legend = '¿Para quién es esta compra?',
  chosenId = null,
}: {
  view: ChildChoiceView;
  field?: FieldMetadata<S>;
  /** Outside a Conform form: the child chosen before (the address's `hijo`), checked again. */
  chosenId?: number | null;
  /** The waitlist's form asks its own question (decision 092). */
  legend?: string;
}) {
  if (view.options.length === 0)
    return (
      <p className="muted" data-testid="child-choice">
        {view.note}
      </p>
    );
  // A family with one child who can take it has nothing to choose: that child comes chosen.
  const available = view.options.filter((option) => option.unavailable === null);
  const onlyChoice = available.length === 1 ? available[0].id : null;
  return (
    <fieldset className="schedules" data-testid="child-choice">
      <legend>{legend}</legend>
      {field ? <FieldError id={field.errorId} message={errorOf(field)} /> : null}
      {view.options.map((option) => {
        const reasonId = `child-${option.id}-reason`;
        const unavailable = option.unavailable !== null;
        const radio = radioProps(field, String(option.id));
        return (
          <div key={option.id}>
            <label className="schedule-option">
              {/* Each radio sits in its label: no id of its own (Conform's would be the group's, once per radio). */}
              <input
                {...radio}
                id={undefined}
                disabled={unavailable}
                defaultChecked={
                  !unavailable && (radio.defaultChecked || option.id === onlyChoice || option.id === chosenId)
                }
                aria-describedby={unavailable ? reasonId : radio['aria-describedby']}
              />
              <span>
                <strong>{option.firstName}</strong>
                {unavailable ? (
                  <>
                    <br />
                    <span id={reasonId} className="muted">
                      {option.unavailable}
                    </span>
                  </>
                ) : null}
              </span>
            </label>
            {option.purchaseHref ? (
              <Link to={option.purchaseHref} className="button button--small button--secondary">
                Ver Mi Compra
              </Link>
            ) : null}
          </div>
        );
      })}
      {view.note ? <p className="muted">{view.note}</p> : null}
    </fieldset>
  );
}
