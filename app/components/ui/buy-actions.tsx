/**
 * The buy actions (issue 53), one implementation for the parents' zone card and the product pages:
 * a priced pay button per product, the chat link as the secondary way. A visitor's pay link opens
 * the login dialog over that same checkout, so signing in or up lands on the purchase itself
 * (issue 76 point 7, decision 109).
 */
import { withLoginParam } from '~/lib/safe-redirect';
import type { BuyActionsView, PayActionView } from '@server/catalogue/buy-actions';
import { PARENTS_TEXT } from '@kernel/texts/parents';

export function PayButton({
  action,
  signedOut = false,
  className = 'button',
}: {
  action: PayActionView;
  signedOut?: boolean;
  className?: string;
}) {
  const href = signedOut ? withLoginParam(action.href, true) : action.href;
  return (
    <a className={`${className} button--pay`} href={href} data-testid="pay-online">
      {action.label}
      <span className="visually-hidden">{` (${action.hint})`}</span>
    </a>
  );
}

export function BuyChatLink({
  chat,
  className = 'button button--secondary',
}: {
  chat: BuyActionsView['chat'];
  className?: string;
}) {
  return (
    <a
      href={chat.href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="buy-chat"
    >
      {chat.label}
      <span className="visually-hidden">{` ${PARENTS_TEXT.newTab}`}</span>
    </a>
  );
}

/** Every pay button, then the chat link. */
export function BuyActions({
  view,
  signedOut = false,
  size,
}: {
  view: BuyActionsView;
  signedOut?: boolean;
  size?: 'small' | 'block';
}) {
  const modifier = size ? ` button--${size}` : '';
  return (
    <p className="buy-actions" data-testid="buy-actions">
      {[view.course, view.path].map((action) =>
        action ? (
          <PayButton
            key={action.href}
            action={action}
            signedOut={signedOut}
            className={`button${modifier}`}
          />
        ) : null,
      )}
      <BuyChatLink chat={view.chat} className={`button button--secondary${modifier}`} />
    </p>
  );
}
