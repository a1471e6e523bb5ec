import type { WeeklySlot } from './weekly-slots';

export const BRAND = 'Kodea';
/** RFC 5545 PRODID; 'ES' is the language of the texts. */
export const PRODUCT_ID = '-//Kodea//Zona de padres//ES';
export const LANGUAGE = 'es';

/** Spec §9: course name + student name + the brand. */
export function eventTitle(courseName: string, studentName: string): string {
  return [courseName, studentName, BRAND]
    .map(oneLine)
    .filter((part) => part !== '')
    .join(' - ');
}

/** Only an http(s) class link goes into a calendar. */
export function eventDescription(zoomUrl: string | null): string {
  const link = classLink(zoomUrl);
  return link
    ? `Clase en vivo de ${BRAND}. Enlace de la clase: ${link}`
    : `Clase en vivo de ${BRAND}. Encontrarás el enlace de la clase en la zona de padres de ${BRAND}.`;
}

/** ASCII, no quotes or slashes. */
export function icsFilename(courseName: string, studentName: string): string {
  const slug = `${courseName} ${studentName}`
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug ? `kodea-${slug}.ics` : 'kodea-clases.ics';
}

/** Stable, so importing the file again updates the series instead of doubling it. */
export function seriesUid(enrolmentId: number, slot: WeeklySlot): string {
  return `enrolment-${enrolmentId}-${slot.key}@kodea.pe`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function classLink(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
