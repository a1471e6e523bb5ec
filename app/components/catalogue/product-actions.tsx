// Where a product page leads: chat, syllabus, vacation programs and 'Pagar en línea'. They depend
// only on the root loader's user, so the anonymous page stays one cacheable page.
import type { VacationOffer } from '@server/catalogue/vacation-offers';
import { ONLINE_TEXT } from '@kernel/texts/parents';
import { productItemId } from '@kernel/product-facts';
import { Duration, nameProp, Price, productItem, Sessions } from '~/components/ui/product-facts';
import { ofPhrase } from '@kernel/texts/site';

interface Props {
  /** 'el curso Curso de Videojuegos con Roblox', read by screen readers after each link. */
  productName: string;
  infoUrl: string;
  syllabusUrl: string | null;
  vacation?: VacationOffer[];
  payOnline: string | null;
  signInToPay: string | null;
}

export const SIGN_IN_TO_PAY = 'Inicia sesión para pagar en línea';

export function ProductActions({
  productName,
  infoUrl,
  syllabusUrl,
  vacation = [],
  payOnline,
  signInToPay,
}: Props) {
  return (
    <div className="product-actions" data-testid="product-actions">
      {payOnline ? (
        <a className="button button--block" href={payOnline} data-testid="pay-online">
          {ONLINE_TEXT.payOnline}
        </a>
      ) : signInToPay ? (
        <a className="button button--block" href={signInToPay} data-testid="sign-in-to-pay">
          {SIGN_IN_TO_PAY}
        </a>
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
