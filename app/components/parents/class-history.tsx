// Each class afterwards (issue 56): a <details> under a course card, so the card stays short and
// it opens without JavaScript. The parents' zone and the student dashboard draw the same one.
import { createContext, useContext, type ReactNode } from 'react';
import type { SerializeFrom } from '@remix-run/node';
import type { ClassHistories, ClassRowView } from '@server/parents/class-history-view';
import { CLASS_HISTORY_TEXT } from '@kernel/texts/class-history';
import { PARENTS_TEXT } from '@kernel/texts/parents';
import { WAITLIST_TEXT } from '@kernel/texts/waitlist';

type Histories = SerializeFrom<ClassHistories>;

/** The page's histories, so a course card finds its own without every tab passing them down. */
const ClassHistoriesContext = createContext<Histories | null>(null);

export function ClassHistoriesProvider({ value, children }: { value: Histories; children: ReactNode }) {
  return <ClassHistoriesContext.Provider value={value}>{children}</ClassHistoriesContext.Provider>;
}

/** For a course card inside ClassHistoriesProvider. */
export function CardClassHistory(props: { enrolmentId: number; courseName: string }) {
  const histories = useContext(ClassHistoriesContext);
  return histories ? <ClassHistory histories={histories} {...props} /> : null;
}

export function ClassHistory({
  histories,
  enrolmentId,
  courseName,
}: {
  histories: Histories;
  enrolmentId: number;
  courseName: string;
}) {
  if ('unavailable' in histories)
    return (
      <p className="class-history__unavailable" data-testid="class-history-unavailable">
        {histories.unavailable}
      </p>
    );
  const view = histories.byEnrolment[enrolmentId];
  if (!view) return null;
  return (
    <details className="class-history" id={view.anchor} open={view.open} data-testid="class-history">
      <summary>
        {view.summary}
        {/* Tells one course's history from another's to a screen reader, as the calendar links do. */}
        <span className="visually-hidden">{` (${courseName})`}</span>
      </summary>
      <ol className="class-history__list">
        {view.rows.map((row) => (
          <ClassRow key={row.id} row={row} />
        ))}
      </ol>
      {view.newer || view.older ? (
        <p className="class-history__pages">
          {view.newer ? <a href={view.newer.href}>{view.newer.label}</a> : null}
          {view.older ? <a href={view.older.href}>{view.older.label}</a> : null}
        </p>
      ) : null}
    </details>
  );
}

function ClassRow({ row }: { row: ClassRowView }) {
  const { homework, recording, makeUp } = row;
  return (
    <li className="class-history__row">
      <p className="class-history__when">
        <span>{row.when}</span>{' '}
        <span className={`attendance attendance--${row.attendance}`}>{row.attendanceLabel}</span>
      </p>
      {makeUp?.kind === 'status' ? (
        <p className={`class-history__make-up make-up--${makeUp.status}`} data-testid="make-up-status">
          {makeUp.text}
          {makeUp.refresh ? (
            <>
              {' '}
              <a href={makeUp.refresh}>
                {WAITLIST_TEXT.refresh}
                <span className="visually-hidden">{` la recuperación de la clase del ${row.when}`}</span>
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {makeUp?.kind === 'ask' ? (
        <p className="class-history__make-up">
          <a href={makeUp.href}>
            {makeUp.label}
            <span className="visually-hidden">{` de la clase del ${row.when}`}</span>
          </a>
        </p>
      ) : null}
      {row.note ? (
        <p className="class-history__note">
          <strong>{CLASS_HISTORY_TEXT.note}</strong> {row.note}
        </p>
      ) : null}
      {homework || recording ? (
        <p className="class-history__links">
          {homework ? (
            <a href={homework.href} target="_blank" rel="noopener noreferrer">
              {homework.label}
              <span className="visually-hidden">{` de la clase del ${row.when} ${PARENTS_TEXT.newTab}`}</span>
            </a>
          ) : null}
          {recording?.kind === 'available' ? (
            <>
              <a href={recording.href} target="_blank" rel="noopener noreferrer">
                {recording.label}
                <span className="visually-hidden">{` de la clase del ${row.when} ${PARENTS_TEXT.newTab}`}</span>
              </a>
              {recording.until ? <span className="muted">{recording.until}</span> : null}
            </>
          ) : null}
          {recording?.kind === 'expired' ? <span className="muted">{recording.label}</span> : null}
        </p>
      ) : null}
    </li>
  );
}
