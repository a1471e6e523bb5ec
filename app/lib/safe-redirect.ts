import { sitePath } from '@kernel/site-path';

/** Only same-site paths are followed after sign-in: no open redirect. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  return sitePath(to, fallback);
}

export function withLoginParam(pathWithSearch: string, open: boolean): string {
  const url = new URL(pathWithSearch, 'http://kodea.local');
  if (open) url.searchParams.set('login', '');
  else url.searchParams.delete('login');
  // `login` is a flag: written bare ('?login'), wherever it stands among the other parameters.
  const search = [...url.searchParams]
    .map(([key, value]) => (key === 'login' ? 'login' : new URLSearchParams({ [key]: value }).toString()))
    .join('&');
  return url.pathname + (search ? `?${search}` : '') + url.hash;
}
