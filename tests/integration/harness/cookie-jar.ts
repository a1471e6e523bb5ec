/**
 * The cookies of one simulated browser. Browsers do not isolate cookies by port, so one jar may
 * be shared by clients of two app instances on 127.0.0.1 — exactly what a load balancer sees.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** The Cookie request header, or null when the jar is empty. */
  header(): string | null {
    if (this.cookies.size === 0) return null;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** Applies the Set-Cookie headers of an answer: new values replace old ones, expired ones go. */
  store(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair, ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value === '' || attributes.some(isExpiry)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** An independent copy: what this browser held at this moment (to replay an old cookie later). */
  snapshot(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) copy.set(name, value);
    return copy;
  }
}

function isExpiry(attribute: string): boolean {
  const [rawKey, ...rest] = attribute.split('=');
  const key = rawKey.trim().toLowerCase();
  const value = rest.join('=').trim();
  if (key === 'max-age') return Number(value) <= 0;
  if (key === 'expires') return Date.parse(value) <= Date.now();
  return false;
}
