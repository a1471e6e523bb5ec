/**
 * '¿Para quién es esta compra?': a parent's children as a required radio group inside the
 * 'Finalizar Pago' form. A child who cannot take the program is disabled, with the reason beside
 * it; one who already has it links to that purchase. The server checks the choice again.
 */
import { Link } from '@remix-run/react';
import type { ChildOption } from '@server/vacation-purchase/child-choice';

export interface ChildChoiceView {
  options: ChildOption[];
  /** Shown instead of (or below) the choices: no children, or none fits the program. */
  note: string | null;
}

const ERROR_ID = 'childId-error';

export function ChildChoice({
  view,
  error,
  selected,
}: {
  view: ChildChoiceView;
  error: string | null;
  /** The value sent with the form that came back with an error. */
  selected: string | null;
}) {
  if (view.options.length === 0)
    return (
      <p className="muted" data-testid="child-choice">
        {view.note}
      </p>
    );
  return (
    <fieldset className="schedules" data-testid="child-choice">
      <legend>¿Para quién es esta compra?</legend>
      {error ? (
        <p className="field__error" id={ERROR_ID}>
          {error}
        </p>
      ) : null}
      {view.options.map((option) => {
        const reasonId = `child-${option.id}-reason`;
        const unavailable = option.unavailable !== null;
        return (
          <div key={option.id}>
            <label className="schedule-option">
              {/* Native radios accept aria-invalid (ARIA in HTML); jsx-a11y reads the radio role's table. */}
              {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
              <input
                type="radio"
                name="childId"
                value={option.id}
                disabled={unavailable}
                defaultChecked={!unavailable && selected === String(option.id)}
                aria-invalid={error ? true : undefined}
                aria-describedby={unavailable ? reasonId : error ? ERROR_ID : undefined}
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
