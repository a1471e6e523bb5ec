/** Issue 53 point 7: a path's name already says 'Ruta', so no sentence reads 'la ruta Ruta …'. */
import { describe, expect, it } from 'vitest';
import { thePath } from '@kernel/texts/catalogue';
import { kindPhrase } from '@server/referral/kinds';
import { inviteView, landingView } from '@server/referral/views';
import { recommendedMessage } from '@server/parents/recommended';
import { buyMessage } from '@server/catalogue/buy-actions';

const lookup = {
  code: 'KODEA-ANA-1234',
  inviter_first_name: 'Ana',
  kind: 'learning_path' as const,
  item_name: 'Ruta Creadores de Videojuegos',
  benefit: { percent: 10, text: '10% de descuento' },
  expires_at: '2026-12-31T23:59:00Z',
  status: 'valid' as const,
  own_family: false,
};

describe('a path named in a sentence', () => {
  it('takes only the article when its name starts with Ruta', () => {
    expect(thePath('Ruta Creadores de Videojuegos')).toBe('la Ruta Creadores de Videojuegos');
    expect(thePath('ruta web')).toBe('la ruta web');
    expect(thePath('Pequeños Programadores')).toBe('la ruta Pequeños Programadores');
  });

  it('reads once on the invitation landing and the invite heading', () => {
    const landing = landingView(lookup, 'America/Lima');
    expect(`Te invita ${landing.phrase} ${landing.itemName}.`).toBe(
      'Te invita a la Ruta Creadores de Videojuegos.',
    );
    const invite = inviteView(
      { kind: 'learning_path', id: 3, name: lookup.item_name, child_first_name: 'Lucía', link: null },
      { origin: 'https://kodea.test', timeZone: 'America/Lima', inviterFirstName: 'Ana' },
    );
    expect(`Invita ${invite.phrase} ${invite.itemName}`).toBe('Invita a la Ruta Creadores de Videojuegos');
    expect(kindPhrase('course', 'Roblox')).toBe('al curso');
    expect(kindPhrase('learning_path', 'Robótica')).toBe('a la ruta');
  });

  it('reads once in the chat messages of the parents’ zone', () => {
    expect(recommendedMessage({ type: 'learning_path', nameCourse: 'Ruta Python' }, 'Lucía')).toBe(
      'Hola, quiero más información sobre la Ruta Python para Lucía.',
    );
    expect(
      buyMessage({
        course: { name: 'Roblox', quote: null },
        path: { name: 'Ruta Creadores', quote: null },
        child: { id: 7, name: 'Lucía' },
      }),
    ).toBe(
      'Hola, quiero comprar el curso Roblox de la Ruta Creadores o la ruta completa para Lucía. ¿Me pueden indicar el precio?',
    );
  });
});
