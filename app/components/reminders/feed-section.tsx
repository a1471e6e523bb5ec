import { Form } from '@remix-run/react';
import { REMINDERS_TEXT } from '@kernel/texts/reminders';
import type { FeedUrls } from '@server/reminders/feed-url';
import { CopyField } from './copy-field';

function IntentButton(props: { intent: string; label: string; secondary?: boolean }) {
  return (
    <Form method="post" className="feed-actions__form">
      <input type="hidden" name="intent" value={props.intent} />
      <button type="submit" className={`button button--small${props.secondary ? ' button--secondary' : ''}`}>
        {props.label}
      </button>
    </Form>
  );
}

export function FeedSection({ feed, childName }: { feed: FeedUrls | null; childName: string }) {
  return (
    <section className="parents-card" aria-labelledby="suscripcion-titulo">
      <h2 id="suscripcion-titulo">{REMINDERS_TEXT.feedHeading}</h2>
      <p>{REMINDERS_TEXT.feedLead(childName)}</p>
      {feed ? (
        <>
          <CopyField id="suscripcion-enlace" label={REMINDERS_TEXT.feedUrlLabel} value={feed.url} />
          <p>
            <a href={feed.webcalUrl}>{REMINDERS_TEXT.apple}</a>
          </p>
          <p>{REMINDERS_TEXT.googleHelp}</p>
          <div className="feed-actions">
            <div>
              <IntentButton intent="rotate-feed" label={REMINDERS_TEXT.rotateFeed} secondary />
              <p className="feed-actions__help">{REMINDERS_TEXT.rotateHelp}</p>
            </div>
            <div>
              <IntentButton intent="revoke-feed" label={REMINDERS_TEXT.revokeFeed} secondary />
              <p className="feed-actions__help">{REMINDERS_TEXT.revokeHelp}</p>
            </div>
          </div>
        </>
      ) : (
        <>
          <p>{REMINDERS_TEXT.feedNone}</p>
          <IntentButton intent="create-feed" label={REMINDERS_TEXT.createFeed} />
        </>
      )}
    </section>
  );
}
