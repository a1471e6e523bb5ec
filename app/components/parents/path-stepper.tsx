import { Link } from '@remix-run/react';
import type { LinkView } from '@server/parents/buy-links';
import type { StepView } from '@server/parents/path-view';
import { CARD_TEXT } from '@kernel/texts/parents';

function dotText(step: StepView): string {
  if (step.status === 'certificate') return '★';
  if (step.status === 'has_ended') return '✓';
  return String(step.number);
}

export function PathStepper(props: { steps: StepView[]; previous: LinkView; next: LinkView }) {
  const current = props.steps.find((step) => step.current);
  return (
    <div className="stepper">
      <ol className="stepper__steps">
        {props.steps.map((step) => (
          <li key={step.number} className={`stepper__step stepper__step--${step.status}`}>
            <Link
              to={step.href}
              className="stepper__link"
              aria-current={step.current ? 'step' : undefined}
              preventScrollReset
            >
              <span className="stepper__dot" aria-hidden="true">
                {dotText(step)}
              </span>
              <span className="stepper__label">{step.label}</span>
              <span className="stepper__status">{step.statusText}</span>
            </Link>
          </li>
        ))}
      </ol>
      <div className="stepper__nav">
        <Link to={props.previous.href} className="stepper__arrow" preventScrollReset>
          <span aria-hidden="true">‹</span>
          {` ${props.previous.label}`}
        </Link>
        {current ? (
          <p className="stepper__position">
            {CARD_TEXT.position(current.number, props.steps.length)}
            <span className="stepper__position-name">{`: ${current.label}`}</span>
          </p>
        ) : null}
        <Link to={props.next.href} className="stepper__arrow" preventScrollReset>
          {`${props.next.label} `}
          <span aria-hidden="true">›</span>
        </Link>
      </div>
    </div>
  );
}
