// Where a product page leads: its buy actions, chat, syllabus and vacation programs. Who may pay
// is decided by the root loader's user (`ProductBuy`), so the anonymous page stays cacheable.
import type { VacationOffer } from '@server/catalogue/vacation-offers';
import type { BuyActionsView } from '@server/catalogue/buy-actions';
import { BuyActions, BuyChatLink } from '~/components/ui/buy-actions';
import { productItemId } from '@kernel/product-facts';
import { Duration, nameProp, Price, productItem, Sessions } from '~/components/ui/product-facts';
import { ofPhrase } from '@kernel/texts/site';

interface Props {
  /** 'el curso Curso de Videojuegos con Roblox', read by screen readers after each link. */
  productName: string;
  infoUrl: string;
  syllabusUrl: string | null;
  vacation?: VacationOffer[];
  buy: ProductBuy | null;
  /** The pay buttons sit elsewhere (a path page's offers): only the chat here. */
  chatOnly?: boolean;
}

/** A page's buy actions for this visitor: a visitor's pay links open the login dialog first. */
export interface ProductBuy {
  view: BuyActionsView;
  signedOut?: boolean;
}

/** A parent pays; a visitor signs in to pay; any other account buys nothing here. */
export function productBuy(view: BuyActionsView | null, user: { role: string } | null): ProductBuy | null {
  if (!view) return null;
  if (!user) return { view, signedOut: true };
  return user.role === 'parent' ? { view } : null;
}

export function ProductActions({
  productName,
  infoUrl,
  syllabusUrl,
  vacation = [],
  buy,
  chatOnly = false,
}: Props) {
  return (
    <div className="product-actions" data-testid="product-actions">
      {buy && chatOnly ? (
        <BuyChatLink chat={buy.view.chat} className="button button--secondary button--block" />
      ) : buy ? (
        <BuyActions view={buy.view} signedOut={buy.signedOut} size="block" />
      ) : null}
      <a
        href={infoUrl}
        className="button button--secondary button--block"
        target="_blank"
        rel="noopener noreferrer"
        data-testid="more-info"
      >
        Sí, quiero más info
        <span className="visually-hidden"> sobre {productName} (se abre en una pestaña nueva)</span>
      </a>
      {syllabusUrl ? (
        <a
          href={syllabusUrl}
          className="button button--secondary button--block"
          download=""
          data-testid="syllabus"
        >
          Descarga el sílabo<span className="visually-hidden"> {ofPhrase(productName)}</span>
        </a>
      ) : null}
      {vacation.length > 0 ? (
        <section
          className="vacation-offers"
          aria-labelledby="vacation-offers-title"
          data-testid="vacation-offers"
        >
          <h3 id="vacation-offers-title">También en vacaciones</h3>
          <p className="muted">Un programa propio, con su horario y su precio:</p>
          <ul>
            {vacation.map((offer) => (
              <li key={offer.href} {...productItem(productItemId.vacation(offer.programId))}>
                <strong {...nameProp}>{offer.name}</strong>
                <br />
                {offer.facts ? (
                  <>
                    <Sessions count={offer.facts.sessions} /> en <Duration duration={offer.facts.duration} />
                    {' · '}
                  </>
                ) : null}
                <Price amount={offer.price.amount} currency={offer.price.currency} />
                <br />
                <a href={offer.href}>
                  Ver programa de vacaciones<span className="visually-hidden"> {offer.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
