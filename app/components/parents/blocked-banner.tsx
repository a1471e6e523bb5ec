/** Closing is a POST recorded in the session, so it stays closed on reload, with or without JavaScript. */
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
