/** Where a consumer lives, for the complaints book (spec §3). */
export const PERU_DEPARTMENTS = [
  'Amazonas',
  'Áncash',
  'Apurímac',
  'Arequipa',
  'Ayacucho',
  'Cajamarca',
  'Callao',
  'Cusco',
  'Huancavelica',
  'Huánuco',
  'Ica',
  'Junín',
  'La Libertad',
  'Lambayeque',
  'Lima',
  'Loreto',
  'Madre de Dios',
  'Moquegua',
  'Pasco',
  'Piura',
  'Puno',
  'San Martín',
  'Tacna',
  'Tumbes',
  'Ucayali',
] as const;

export const NOT_IN_LIMA = 'NO RESIDO EN LIMA';

export const LIMA_DISTRICTS = [
  'Ancón',
  'Ate',
  'Barranco',
  'Breña',
  'Carabayllo',
  'Chaclacayo',
  'Chorrillos',
  'Cieneguilla',
  'Comas',
  'El Agustino',
  'Independencia',
  'Jesús María',
  'La Molina',
  'La Victoria',
  'Lima',
  'Lince',
  'Los Olivos',
  'Lurigancho',
  'Lurín',
  'Magdalena del Mar',
  'Miraflores',
  'Pachacámac',
  'Pucusana',
  'Pueblo Libre',
  'Puente Piedra',
  'Punta Hermosa',
  'Punta Negra',
  'Rímac',
  'San Bartolo',
  'San Borja',
  'San Isidro',
  'San Juan de Lurigancho',
  'San Juan de Miraflores',
  'San Luis',
  'San Martín de Porres',
  'San Miguel',
  'Santa Anita',
  'Santa María del Mar',
  'Santa Rosa',
  'Santiago de Surco',
  'Surquillo',
  'Villa El Salvador',
  'Villa María del Triunfo',
] as const;

export const DISTRICT_OPTIONS: readonly string[] = [...LIMA_DISTRICTS, NOT_IN_LIMA];

export function isDepartment(value: string): boolean {
  return (PERU_DEPARTMENTS as readonly string[]).includes(value);
}

export function districtError(department: string, district: string): string | null {
  if (!DISTRICT_OPTIONS.includes(district)) return 'Elige tu distrito';
  // Lima's department also has provinces outside the city: both choices fit there.
  if (department !== 'Lima' && district !== NOT_IN_LIMA)
    return `Si no vives en el departamento de Lima, elige '${NOT_IN_LIMA}'`;
  return null;
}
