// Each button is a POST (ids only) whose action remembers the card and answers 303 to the chat
// link; it submits into a new tab, so the dashboard stays where it was.
import { Form } from '@remix-run/react';
import type { RecommendedCardView } from '@server/parents/recommended';
import { PARENTS_TEXT } from '@kernel/texts/parents';
import { AgeRangeFact, Duration, nameProp, productItem, StartDate } from '~/components/ui/product-facts';

export function RecommendedCards(props: {
  cards: RecommendedCardView[];
  childId: number;
  childName: string;
}) {
  if (props.cards.length === 0) return null;
  return (
    <section className="parents-card" aria-labelledby="recommended-title" data-testid="recommended">
      <h2 id="recommended-title">{PARENTS_TEXT.recommendedTitle(props.childName)}</h2>
      <ul className="recommended-list">
        {props.cards.map((card) => (
          <li
            key={`${card.kind}-${card.id}`}
            className="recommended-card"
            {...(card.productPage ? productItem(card.productPage) : {})}
          >
            <img src={card.image} alt="" width={240} height={150} />
            <p className="recommended-card__meta">
              {`${card.typeLabel} · `}
              {card.ageRangeSlug ? (
                <AgeRangeFact ageRange={card.ageRangeSlug}>{card.ageRange}</AgeRangeFact>
              ) : (
                card.ageRange
              )}
              {card.discount ? <span className="recommended-card__discount">{card.discount}</span> : null}
            </p>
            <h3 {...nameProp}>{card.name}</h3>
            <p className="muted">
              <Duration duration={{ months: card.durationMonths }}>{card.durationText}</Duration>
              {` · ${PARENTS_TEXT.startLabel}: `}
              {card.startIso ? (
                <StartDate isoDate={card.startIso}>{card.startDate.value}</StartDate>
              ) : (
                card.startDate.value
              )}
            </p>
            <Form method="post" reloadDocument target="_blank">
              <input type="hidden" name="intent" value="recommended-click" />
              <input type="hidden" name="child" value={props.childId} />
              <input type="hidden" name="card" value={card.id} />
              <input type="hidden" name="kind" value={card.kind} />
              <button type="submit" className="button button--small">
                {card.buttonText}
                {/* Says which card, as the button names read alone in a list of buttons. */}
                <span className="visually-hidden">{`(${card.name}) ${PARENTS_TEXT.newTab}`}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
