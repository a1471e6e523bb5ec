/** paths.list (/rutas, issue 53): every path with its facts and whole price in the visitor's currency. */
import { describe, expect, it } from 'vitest';
import { runWithScenario } from '../../mocks/scenarios/context';
import { signedInCaller, visitorCaller } from '../support/caller';
import { formatMoney } from '../../kernel/money';

const row = (path: {
  slug: string;
  levelText: string;
  ageRange: string;
  durationMonths: number;
  price: { amount: number; currency: 'PEN' | 'USD' };
}) => [
  path.slug,
  path.levelText,
  path.ageRange,
  path.durationMonths,
  formatMoney(path.price.amount, path.price.currency),
];

describe('paths.list', () => {
  it('lists the four paths by level, in soles for a visitor in Peru', async () => {
    const { paths, country } = await visitorCaller().paths.list();
    expect(country).toBe('PE');
    expect(paths.map(row)).toEqual([
      ['ruta-pequenos-programadores', 'Nivel 1', '5_to_7', 9, 'S/ 1,710'],
      ['ruta-creadores-de-videojuegos', 'Nivel 2', '8_to_11', 9, 'S/ 1,710'],
      ['ruta-desarrolladores-web', 'Nivel 3', '12_plus', 9.5, 'S/ 1,805'],
      ['ruta-inteligencia-artificial-y-apps', 'Nivel 4', '12_plus', 9.5, 'S/ 1,805'],
    ]);
  });

  it('prices in dollars for a visitor abroad', async () => {
    const { paths, country } = await runWithScenario('visitor-abroad', () => visitorCaller().paths.list());
    expect(country).toBe('MX');
    expect(paths.map((path) => formatMoney(path.price.amount, path.price.currency))).toEqual([
      '$489 USD',
      '$489 USD',
      '$515 USD',
      '$515 USD',
    ]);
  });

  it('uses a signed-in parent’s own country, as the path page does', async () => {
    const { caller } = await signedInCaller('mama.mx@example.com');
    const [list, page] = await Promise.all([
      caller.paths.list(),
      caller.paths.bySlug({ slug: 'ruta-desarrolladores-web' }),
    ]);
    const listed = list.paths.find((path) => path.slug === 'ruta-desarrolladores-web');
    expect(listed?.price).toEqual(page.offers.fullPath.price);
    expect(listed?.price.currency).toBe('USD');
    expect(listed?.name).toBe(page.name);
  });

  it('names the paths a course belongs to on its page', async () => {
    const page = await visitorCaller().courses.byLink({ slug: 'curso-de-videojuegos-con-roblox' });
    expect(page.kind === 'course' ? page.paths : null).toEqual([
      { slug: 'ruta-creadores-de-videojuegos', name: 'Ruta Creadores de Videojuegos' },
    ]);
  });
});
