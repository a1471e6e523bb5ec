/** The child's computer, and the technical requirements shown for it (decision 019). */
export const OPERATING_SYSTEMS = ['windows', 'macos', 'linux', 'other'] as const;
export type OperatingSystem = (typeof OPERATING_SYSTEMS)[number];

export const OPERATING_SYSTEM_LABEL: Record<OperatingSystem, string> = {
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
  other: 'Otro (tablet, Chromebook…)',
};

const COMMON = [
  'Conexión a internet de al menos 10 Mbps',
  'Cámara, micrófono y audífonos',
  'Navegador Google Chrome actualizado',
];

const BY_SYSTEM: Record<OperatingSystem, string[]> = {
  windows: ['Windows 10 o superior', '8 GB de memoria RAM', 'Zoom instalado para Windows'],
  macos: ['macOS 12 (Monterey) o superior', '8 GB de memoria RAM', 'Zoom instalado para Mac'],
  linux: ['Ubuntu 22.04 o una distribución equivalente', '8 GB de memoria RAM', 'Zoom instalado para Linux'],
  other: [
    'Nuestros cursos necesitan una computadora con Windows, macOS o Linux: una tablet o Chromebook no basta para programar',
    'Escríbenos y te ayudamos a elegir el equipo adecuado',
  ],
};

export function technicalRequirements(system: OperatingSystem): string[] {
  return [...BY_SYSTEM[system], ...COMMON];
}
