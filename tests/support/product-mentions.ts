/**
 * What a page says about each product, read from its microdata (kernel/product-facts.ts), and the
 * checks the crawl makes: two mentions of one product never disagree, and every amount of money
 * is written the one way (kernel/money.ts).
 */
import { FACT, OFFER_ITEM_TYPE, PRODUCT_ITEM_TYPE } from '../../kernel/product-facts';
import { formatMoney } from '../../kernel/money';
import { itemsOf, type Item } from './microdata';

export interface Mention {
  /** The product's page (its itemid). */
  product: string;
  url: string;
  /** Fact → value: 'name', 'sessions', 'duration', 'price PEN', … */
  facts: Map<string, string>;
}

const SIMPLE: Array<[string, string]> = [
  ['name', FACT.name],
  ['sessions', FACT.sessions],
  ['duration', FACT.duration],
  ['ageRange', FACT.ageRange],
  ['startDate', FACT.startDate],
  ['discount', FACT.discount],
  ['frequency', FACT.frequency],
  ['level', FACT.level],
];

function first(item: Item, property: string) {
  return item.properties.get(property)?.[0];
}

export interface PageReading {
  mentions: Mention[];
  /** Problems found while reading (a price not written by the formatter, a fact stated twice). */
  problems: string[];
}

export function readPage(html: string, url: string): PageReading {
  const mentions: Mention[] = [];
  const problems: string[] = [];
  for (const item of itemsOf(html)) {
    if (item.type !== PRODUCT_ITEM_TYPE) continue;
    if (!item.id) {
      problems.push(`${url}: a product mention without itemid (${first(item, FACT.name)?.text ?? '?'})`);
      continue;
    }
    const facts = new Map<string, string>();
    for (const [fact, property] of SIMPLE) {
      const values = [
        ...new Set((item.properties.get(property) ?? []).map((v) => (fact === 'name' ? v.text : v.value))),
      ];
      if (values.length > 1) problems.push(`${url}: ${item.id} states ${fact} twice: ${values.join(' / ')}`);
      if (values[0] !== undefined) facts.set(fact, values[0]);
    }
    for (const offer of item.properties.get(FACT.offers) ?? []) {
      if (offer.item?.type !== OFFER_ITEM_TYPE) continue;
      const currency = first(offer.item, FACT.currency)?.value;
      const price = first(offer.item, FACT.price);
      if ((currency !== 'PEN' && currency !== 'USD') || !price) {
        problems.push(`${url}: ${item.id} has an offer without price or currency`);
        continue;
      }
      const expected = formatMoney(Number(price.value), currency);
      if (price.text !== expected)
        problems.push(
          `${url}: ${item.id} writes ${price.value} ${currency} as '${price.text}', not '${expected}'`,
        );
      facts.set(`price ${currency}`, price.value);
    }
    mentions.push({ product: item.id, url, facts });
  }
  return { mentions, problems };
}

/** One line per product and fact stated two ways: both values and where each was read. */
export function disagreements(mentions: Mention[]): string[] {
  const seen = new Map<string, { value: string; url: string }>();
  const found = new Map<string, string>();
  for (const mention of mentions) {
    for (const [fact, value] of mention.facts) {
      const key = `${mention.product} · ${fact}`;
      const before = seen.get(key);
      if (!before) {
        seen.set(key, { value, url: mention.url });
        continue;
      }
      if (before.value !== value && !found.has(`${key} · ${value}`))
        found.set(
          `${key} · ${value}`,
          `${mention.product}: ${fact} '${before.value}' on ${before.url} but '${value}' on ${mention.url}`,
        );
    }
  }
  return [...found.values()];
}

/**
 * Amounts in the page's text that are not in the one format: 'S/ 1,710', '$489 USD', cents only
 * when there are some, the minus before the symbol, no currency code after soles.
 */
const MONEY =
  /[-\u2212]?(?:S\/\s?-?[\d.,]*\d|\$\s?-?[\d.,]*\d(?:\s?USD)?)(?:\s?(?:PEN|USD))?|\b\d[\d.,]*\s?(?:PEN|USD)\b/g;
const AMOUNT = '\\d{1,3}(?:,\\d{3})*(?:\\.(?!00)\\d{2})?';
const CANONICAL = new RegExp(`^-?(?:S/ ${AMOUNT}|\\$${AMOUNT} USD)$`);

export function moneyProblems(text: string, url: string): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(MONEY)) {
    const found = match[0].trim();
    if (!CANONICAL.test(found)) problems.push(`${url}: money written as '${found}'`);
  }
  return problems;
}

/** Durations with a decimal comma ('9,5 meses'): es-PE writes '9.5 meses'. */
export function durationProblems(text: string, url: string): string[] {
  return [...text.matchAll(/\b\d+,\d+\s(?:meses|mes|semanas?|m\.)/g)].map(
    (match) => `${url}: duration written as '${match[0]}'`,
  );
}
