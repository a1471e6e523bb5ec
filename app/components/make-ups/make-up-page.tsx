/** 'Pedir recuperación': a real form, one radio per class of another group (the schedule page's look). */
import { Form } from '@remix-run/react';
import type { MakeUpClassView, MakeUpPageView } from '@server/make-ups/page-view';
import { MAKE_UP_TEXT } from '@kernel/texts/make-ups';
import { WAITLIST_TEXT } from '@kernel/texts/waitlist';
import { LiveState } from '~/components/ui/live-state';
import { PENDING_ANSWER_REFRESH_MS } from '~/enhance/live-pedido';

interface Props {
  view: MakeUpPageView;
  message: string | null;
  chosen: number | null;
}

export function MakeUpPage({ view, message, chosen }: Props) {
  const open = view.classes.filter((target) => !target.full);
  return (
    <div className="container page page--narrow schedule-change">
      <p>
        <a href={view.backHref}>{MAKE_UP_TEXT.back}</a>
      </p>
      <h1>{MAKE_UP_TEXT.title}</h1>
      <p className="page__lead">{view.lead}</p>
      {message ? (
        <p className="form-error" role="alert" data-testid="make-up-message">
          {message}
        </p>
      ) : null}
      {view.current ? (
        <>
          <p className="notice-box" data-testid="make-up-current">
            {view.current}
          </p>
          {view.state?.status === 'solicitada' ? (
            // Issue 77: the academy's answer shows on the open page (app/enhance/live-pedido.ts);
            // without JavaScript, this page again.
            <LiveState
              procedure="makeUps.state"
              input={{ sessionId: view.sessionId }}
              state={view.state}
              every={PENDING_ANSWER_REFRESH_MS}
            >
              <a href={view.selfHref}>{WAITLIST_TEXT.refresh}</a>
            </LiveState>
          ) : null}
        </>
      ) : view.closed ? (
        <p className="warning-box" data-testid="make-up-closed">
          {view.closed}
        </p>
      ) : (
        <>
          <p>
            {view.rules} {view.until}
          </p>
          {open.length === 0 ? <p className="notice-box">{MAKE_UP_TEXT.noClasses}</p> : null}
          {view.classes.length > 0 ? <ClassForm view={view} chosen={chosen} /> : null}
        </>
      )}
    </div>
  );
}

function ClassForm({ view, chosen }: { view: MakeUpPageView; chosen: number | null }) {
  return (
    <Form method="post" className="schedule-change__form">
      <fieldset className="radio-group">
        <legend>
          <h2>{MAKE_UP_TEXT.legend}</h2>
        </legend>
        <ul className="schedule-change__groups">
          {view.classes.map((target) => (
            <li key={target.id}>
              <ClassOption target={target} checked={chosen === target.id} />
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" className="button">
        {MAKE_UP_TEXT.submit}
      </button>
    </Form>
  );
}

function ClassOption({ target, checked }: { target: MakeUpClassView; checked: boolean }) {
  const id = `clase-${target.id}`;
  return (
    <div className={`schedule-option${target.full ? ' schedule-option--full' : ''}`}>
      <input
        type="radio"
        id={id}
        name="classId"
        value={target.id}
        defaultChecked={checked && !target.full}
        disabled={target.full}
        required
        aria-describedby={`${id}-detalle`}
      />
      <label htmlFor={id}>{target.when}</label>
      <div id={`${id}-detalle`} className="schedule-option__details">
        <p>
          {target.groupName} · <strong>{target.seatsText}</strong>
        </p>
      </div>
    </div>
  );
}
