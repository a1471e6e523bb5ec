/**
 * Microdata on every product mention (decision 076, kernel/product-facts.ts): a `Course` item per
 * mention, its displayed facts as properties. Prices go through the one money formatter here, so
 * no page writes an amount its own way.
 */
import type { ReactNode } from 'react';
import {
  ageRangeValue,
  durationText,
  FACT,
  isoDuration,
  OFFER_ITEM_TYPE,
  PRODUCT_ITEM_TYPE,
  sessionsCount,
  type ProductDuration,
  weeksOf,
} from '@kernel/product-facts';
import { formatMoney, type Currency } from '@kernel/money';

/** Spread on the element that holds the mention: `<article {...productItem('/cursos/x')}>`. */
export function productItem(itemId: string) {
  return { itemScope: true, itemType: PRODUCT_ITEM_TYPE, itemID: itemId } as const;
}

/** Spread on the element whose text is the product's name (never an `<a>`: its value is the link). */
export const nameProp = { itemProp: FACT.name } as const;

/** An inline mention with only its name, e.g. a course in a list: `<Named id=… >name</Named>`. */
export function NamedProduct({ itemId, children }: { itemId: string; children: ReactNode }) {
  return (
    <span {...productItem(itemId)}>
      <span {...nameProp}>{children}</span>
    </span>
  );
}

/** '16 sesiones' unless told otherwise. */
export function Sessions({ count, children }: { count: number; children?: ReactNode }) {
  return (
    <data itemProp={FACT.sessions} value={String(count)}>
      {children ?? sessionsCount(count)}
    </data>
  );
}

/** '2 meses', '4 semanas' unless told otherwise. */
export function Duration({ duration, children }: { duration: ProductDuration; children?: ReactNode }) {
  return (
    <data itemProp={FACT.duration} value={isoDuration(duration)}>
      {children ?? durationText(duration)}
    </data>
  );
}

/** A vacation program's duration as the API writes it ('4 semanas'): a fact when it names its weeks. */
export function ProgramDuration({ text }: { text: string }) {
  const weeks = weeksOf(text);
  return weeks ? <Duration duration={{ weeks }}>{text}</Duration> : <>{text}</>;
}

export function AgeRangeFact({ ageRange, children }: { ageRange: string; children: ReactNode }) {
  return (
    <data itemProp={FACT.ageRange} value={ageRangeValue(ageRange)}>
      {children}
    </data>
  );
}

export function StartDate({ isoDate, children }: { isoDate: string; children: ReactNode }) {
  return (
    <time itemProp={FACT.startDate} dateTime={isoDate.slice(0, 10)}>
      {children}
    </time>
  );
}

export function Discount({ percent, children }: { percent: number; children: ReactNode }) {
  return (
    <data itemProp={FACT.discount} value={String(Math.floor(percent))}>
      {children}
    </data>
  );
}

export function Frequency({ perWeek, children }: { perWeek: number; children: ReactNode }) {
  return (
    <data itemProp={FACT.frequency} value={String(perWeek)}>
      {children}
    </data>
  );
}

export function Level({ level, children }: { level: number; children: ReactNode }) {
  return (
    <data itemProp={FACT.level} value={String(level)}>
      {children}
    </data>
  );
}

/** The product's price in one currency, written by the one formatter: 'S/ 1,710', '$489 USD'. */
export function Price({
  amount,
  currency,
  className,
}: {
  amount: number;
  currency: Currency;
  className?: string;
}) {
  return (
    <span itemProp={FACT.offers} itemScope itemType={OFFER_ITEM_TYPE} className={className}>
      <meta itemProp={FACT.currency} content={currency} />
      <data itemProp={FACT.price} value={String(amount)}>
        {formatMoney(amount, currency)}
      </data>
    </span>
  );
}
