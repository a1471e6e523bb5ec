/**
 * A setting that names who receives the families' data for one role (issue 75 point 3): one or
 * more 'Nombre | País', separated by ';' — 'Amazon Web Services, Inc. | Estados Unidos'. Only the
 * business knows its contracts, so these are settings; the policy page prints them as written.
 */
export interface DataRecipient {
  name: string;
  country: string;
}

const PART_MAX = 120;

/** The recipients a setting names, or the Spanish reason it names none. */
export function parseRecipients(value: string): DataRecipient[] | string {
  const entries = value
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return "debe nombrar al menos un destinatario: 'Nombre | País'";
  const recipients: DataRecipient[] = [];
  for (const entry of entries) {
    const [name = '', country = '', ...rest] = entry.split('|').map((part) => part.trim());
    if (!name || !country || rest.length > 0)
      return `cada destinatario se escribe 'Nombre | País' (recibido: ${JSON.stringify(entry.slice(0, 40))})`;
    if (name.length > PART_MAX || country.length > PART_MAX)
      return `cada nombre y país tiene como máximo ${PART_MAX} caracteres`;
    recipients.push({ name, country });
  }
  return recipients;
}
