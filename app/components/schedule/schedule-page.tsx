/** 'Cambiar horario': a real form, one radio per group; JavaScript only stops a double submit. */
import { Form, useNavigation } from '@remix-run/react';
import type { ScheduleView } from '@server/parents/class-times';
import type { ScheduleGroupView, SchedulePageView } from '@server/schedule/page-view';
import { SCHEDULE_TEXT } from '@kernel/texts/schedule';
import { chatLink } from '@kernel/chat';

interface Props {
  view: SchedulePageView;
  /** The parent's chat number (the root loader's, by country). */
  chatNumber: string;
  message: string | null;
  chosen: number | null;
}

export function SchedulePage({ view, chatNumber, message, chosen }: Props) {
  const open = view.groups.filter((group) => !group.full);
  return (
    <div className="container page page--narrow schedule-change">
      <p>
        <a href={view.backHref}>{SCHEDULE_TEXT.back}</a>
      </p>
      <h1>{SCHEDULE_TEXT.title}</h1>
      <p className="page__lead">{SCHEDULE_TEXT.lead(view.childName, view.courseName)}</p>
      {message ? (
        <p className="form-error" role="alert" data-testid="schedule-message">
          {message}
        </p>
      ) : null}
      <h2>{SCHEDULE_TEXT.current}</h2>
      <div data-testid="current-schedule">
        {view.current.schedule ? (
          <ScheduleLines schedule={view.current.schedule} />
        ) : (
          <p>{SCHEDULE_TEXT.noSchedule}</p>
        )}
        {view.current.startText ? <p>{view.current.startText}</p> : null}
      </div>
      {view.closedText ? (
        <p className="warning-box" data-testid="schedule-closed">
          {view.closedText}
        </p>
      ) : open.length === 0 ? (
        <>
          <p className="notice-box" data-testid="schedule-no-groups">
            {SCHEDULE_TEXT.noGroups}{' '}
            <a
              href={chatLink(chatNumber, SCHEDULE_TEXT.chatMessage(view.childName, view.courseName))}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="schedule-chat"
            >
              {SCHEDULE_TEXT.askInChat.link}
              <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
            {SCHEDULE_TEXT.askInChat.rest}
          </p>
          <FullGroups groups={view.groups} />
        </>
      ) : (
        <GroupForm view={view} chosen={chosen} />
      )}
    </div>
  );
}

function GroupForm({ view, chosen }: { view: SchedulePageView; chosen: number | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <Form method="post" className="schedule-change__form">
      <input type="hidden" name="version" value={view.version} />
      <fieldset className="radio-group">
        <legend>
          <h2>{SCHEDULE_TEXT.chooseLegend}</h2>
        </legend>
        {view.deadlineText ? <p>{view.deadlineText}</p> : null}
        <ul className="schedule-change__groups">
          {view.groups.map((group) => (
            <li key={group.id}>
              <GroupOption group={group} checked={chosen === group.id} />
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" className="button" disabled={busy}>
        {busy ? SCHEDULE_TEXT.submitting : SCHEDULE_TEXT.submit}
      </button>
    </Form>
  );
}

function GroupOption({ group, checked }: { group: ScheduleGroupView; checked: boolean }) {
  const id = `grupo-${group.id}`;
  return (
    <div className={`schedule-option${group.full ? ' schedule-option--full' : ''}`}>
      <input
        type="radio"
        id={id}
        name="groupId"
        value={group.id}
        defaultChecked={checked && !group.full}
        disabled={group.full}
        required
        aria-describedby={`${id}-detalle`}
      />
      <label htmlFor={id}>{group.name}</label>
      <div id={`${id}-detalle`} className="schedule-option__details">
        {group.schedule ? <ScheduleLines schedule={group.schedule} /> : null}
        <p>
          {group.startText} · <strong>{group.seatsText}</strong>
        </p>
      </div>
    </div>
  );
}

function FullGroups({ groups }: { groups: ScheduleGroupView[] }) {
  if (groups.length === 0) return null;
  return (
    <ul className="schedule-change__groups">
      {groups.map((group) => (
        <li key={group.id}>
          <p>
            {group.name} · {group.startText} · <strong>{group.seatsText}</strong>
          </p>
        </li>
      ))}
    </ul>
  );
}

function ScheduleLines({ schedule }: { schedule: ScheduleView }) {
  return (
    <p>
      {schedule.lines.map((line) => (
        <span key={line.text} className="schedule-change__line">
          {line.text}
        </span>
      ))}{' '}
      <span className="muted">({schedule.zoneLabel})</span>
    </p>
  );
}
