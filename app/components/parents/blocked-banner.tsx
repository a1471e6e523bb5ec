/**
 * The dismissible banner for blocked courses (spec §2, §4). Closing it is a POST (intent
 * dismiss-banner) recorded in the session, so it stays closed on reload, with or without
 * JavaScript; the action redirects back to the same view.
 */
import { Form } from '@remix-run/react';
import { PARENTS_TEXT } from '@kernel/texts/parents';

export function BlockedBanner() {
  return (
    <div className="blocked-banner" data-testid="blocked-banner">
      <p>
        <strong>{`${PARENTS_TEXT.bannerTitle}.`}</strong>
        {` ${PARENTS_TEXT.bannerText}`}
      </p>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="dismiss-banner" />
        <button type="submit" className="blocked-banner__close">
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{PARENTS_TEXT.bannerClose}</span>
        </button>
      </Form>
    </div>
  );
}
