// Issue 76 point 9: /vacaciones said 'Inicio Enero 2027' for programs with a schedule in February.
import { describe, expect, it } from 'vitest';
import { loadVacationPage } from '../../app/routes/vacaciones/vacation-page.server';

async function starts(ageRange: string): Promise<Record<string, string>> {
  const response = await loadVacationPage(new Request(`http://localhost/vacaciones?edad=${ageRange}`));
  const page = (await response.json()) as { programs: { name: string; start: string }[] };
  return Object.fromEntries(page.programs.map((program) => [program.name, program.start]));
}

describe("/vacaciones' 'Inicio'", () => {
  it('names February for a program with a schedule starting in February', async () => {
    expect(await starts('8_to_11')).toMatchObject({
      'Crea tu videojuego en Roblox': 'Enero o febrero de 2027, según el horario',
    });
    expect(await starts('5_to_7')).toMatchObject({
      'Club de pequeños artistas digitales': 'Enero o febrero de 2027, según el horario',
    });
  });

  it("keeps content's text where every schedule starts in its month", async () => {
    expect(await starts('5_to_7')).toMatchObject({ 'Mis primeros cuentos animados': 'Enero 2027' });
  });
});
