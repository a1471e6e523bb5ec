/**
 * The buy actions (issue 53), one implementation for the parents' zone card and the product pages:
 * a priced pay button per product, the chat link as the secondary way. `href` replaces a pay link
 * where the visitor must sign in first (the login dialog, then the same page).
 */
import type { BuyActionsView, PayActionView } from '@server/catalogue/buy-actions';
import { PARENTS_TEXT } from '@kernel/texts/parents';

export function PayButton({
  action,
  href,
  className = 'button',
}: {
  action: PayActionView;
  href?: string;
  className?: string;
}) {
  return (
    <a className={`${className} button--pay`} href={href ?? action.href} data-testid="pay-online">
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
  signInHref,
  size,
}: {
  view: BuyActionsView;
  signInHref?: string;
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
            // Signed out: the offer's own payment link where it has one, else sign in first.
            href={signInHref && (action.visitorHref ?? signInHref)}
            className={`button${modifier}`}
          />
        ) : null,
      )}
      <BuyChatLink chat={view.chat} className={`button button--secondary${modifier}`} />
    </p>
  );
}
