/** The crawl's reader (tests/support): microdata back from rendered markup, and what it reports. */
import { createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Duration,
  NamedProduct,
  nameProp,
  Price,
  productItem,
  Sessions,
  StartDate,
} from '../../app/components/ui/product-facts';
import { itemsOf, visibleText } from '../support/microdata';
import { disagreements, durationProblems, moneyProblems, readPage } from '../support/product-mentions';

const card = (name: string, sessions: number, months: number, pen: number): ReactElement =>
  h(
    'article',
    productItem('/cursos/roblox'),
    h('h3', nameProp, name),
    h('p', null, h(Sessions, { count: sessions }), ' en ', h(Duration, { duration: { months } })),
    h(Price, { amount: pen, currency: 'PEN' }),
    h('p', null, 'Inicia el ', h(StartDate, { isoDate: '2027-01-11', children: '11 de enero' })),
    h(
      'ol',
      null,
      h(
        'li',
        null,
        h(
          'a',
          { href: '/cursos/minecraft' },
          h(NamedProduct, { itemId: '/cursos/minecraft', children: 'Minecraft' }),
        ),
      ),
    ),
  );

describe('reading product mentions from the page', () => {
  it('reads each mention’s facts, nested mentions apart', () => {
    const html = renderToStaticMarkup(card('Roblox', 16, 2, 1710));
    const { mentions, problems } = readPage(html, '/a');
    expect(problems).toEqual([]);
    expect(mentions.map((m) => [m.product, Object.fromEntries(m.facts)])).toEqual([
      [
        '/cursos/roblox',
        {
          name: 'Roblox',
          sessions: '16',
          duration: 'P2M',
          startDate: '2027-01-11',
          'price PEN': '1710',
        },
      ],
      ['/cursos/minecraft', { name: 'Minecraft' }],
    ]);
    expect(visibleText(html)).toContain('S/ 1,710');
  });

  it('names the product, the fact, both values and both pages when two mentions disagree', () => {
    const one = readPage(renderToStaticMarkup(card('Roblox', 16, 2, 549)), '/cursos/roblox').mentions;
    const two = readPage(renderToStaticMarkup(card('Roblox', 26, 3, 549)), '/dashboard').mentions;
    expect(disagreements([...one, ...two])).toEqual([
      "/cursos/roblox: sessions '16' on /cursos/roblox but '26' on /dashboard",
      "/cursos/roblox: duration 'P2M' on /cursos/roblox but 'P3M' on /dashboard",
    ]);
  });

  it('reports a price written otherwise than by the formatter', () => {
    const html =
      '<div itemscope itemtype="https://schema.org/Course" itemid="/x"><span itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="PEN"/><data itemprop="price" value="543.15">S/ 543.15 PEN</data></span></div>';
    expect(readPage(html, '/p').problems).toEqual([
      "/p: /x writes 543.15 PEN as 'S/ 543.15 PEN', not 'S/ 543.15'",
    ]);
  });

  it('finds money and durations not written the one way', () => {
    const text = visibleText(
      '<p>S/ 1,710 · $489 USD · S/ 543.15 · -S/ 45</p><p>S/ 543.15 PEN · S/ 1539.00 · \u2212$77.25 USD · S/ 450.00 · 9,5 meses · 9.5 meses</p>',
    );
    expect(moneyProblems(text, '/p')).toEqual([
      "/p: money written as 'S/ 543.15 PEN'",
      "/p: money written as 'S/ 1539.00'",
      "/p: money written as '\u2212$77.25 USD'",
      "/p: money written as 'S/ 450.00'",
    ]);
    expect(durationProblems(text, '/p')).toEqual(["/p: duration written as '9,5 meses'"]);
  });

  it('skips scripts and keeps nested items out of their parent’s properties', () => {
    const html =
      '<script>var a = "<div itemscope>";</script><div itemscope itemid="/p" itemtype="https://schema.org/Course"><b itemprop="name">P</b><i itemscope itemid="/c" itemtype="https://schema.org/Course"><b itemprop="name">C</b></i></div>';
    const items = itemsOf(html);
    expect(items.map((item) => [item.id, item.properties.get('name')?.map((v) => v.text)])).toEqual([
      ['/p', ['P']],
      ['/c', ['C']],
    ]);
  });
});
