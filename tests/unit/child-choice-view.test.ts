/** '¿Para quién es esta compra?' (issue 53, point 7): one child who can take it comes chosen (no 'Ver Mi Compra' link here: no router needed). */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChildChoice } from '~/components/enrollment/child-choice';
import type { ChildOption } from '@server/vacation-purchase/child-choice';

const child = (id: number, unavailable: string | null = null): ChildOption => ({
  id,
  firstName: `Hijo ${id}`,
  unavailable,
  purchaseHref: null,
});

const checked = (options: ChildOption[]) => {
  const html = renderToStaticMarkup(createElement(ChildChoice, { view: { options, note: null } }));
  return [...html.matchAll(/<input[^>]*value="(\d+)"[^>]*>/g)]
    .filter((match) => / checked=""/.test(match[0]))
    .map((match) => Number(match[1]));
};

describe('ChildChoice', () => {
  it('checks the only child who can take it', () => {
    expect(checked([child(1)])).toEqual([1]);
    expect(checked([child(1, 'Ya tiene este programa'), child(2)])).toEqual([2]);
  });

  it('leaves the choice to the parent when two children can take it, or none', () => {
    expect(checked([child(1), child(2)])).toEqual([]);
    expect(checked([child(1, 'Ya tiene este programa')])).toEqual([]);
  });
});
