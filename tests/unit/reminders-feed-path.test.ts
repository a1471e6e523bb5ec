/** The feed's token never reaches a log line (server/http/capability-paths.ts), and its addresses (feed-url.ts). */
import { describe, expect, it } from 'vitest';
import { maskCapabilities } from '../../server/http/capability-paths';
import { loggablePath } from '../../server/http/request-log';
import { feedUrls } from '../../server/reminders/feed-url';

const TOKEN = 'q9X2-abcdefghijklmnopqrstuvwxyz012345';

describe('the feed token in logs', () => {
  it('a feed path is logged as /calendario/[token].ics, with or without a query', () => {
    expect(loggablePath(`/calendario/${TOKEN}.ics`)).toBe('/calendario/[token].ics');
    expect(loggablePath(`/calendario/${TOKEN}.ics?x=1`)).toBe('/calendario/[token].ics');
    expect(loggablePath(`/CALENDARIO/${TOKEN}.ICS`)).toBe('/calendario/[token].ics');
  });

  it('other paths are untouched, the per-course download included', () => {
    expect(maskCapabilities('/dashboard/calendario/6201.ics')).toBe('/dashboard/calendario/6201.ics');
    expect(maskCapabilities('/calendario')).toBe('/calendario');
    expect(maskCapabilities('/dashboard/recordatorios/501')).toBe('/dashboard/recordatorios/501');
  });
});

describe('feedUrls', () => {
  it('https from PUBLIC_URL, and the same address as webcal: for Apple', () => {
    expect(feedUrls(TOKEN, 'https://kodea.pe')).toEqual({
      url: `https://kodea.pe/calendario/${TOKEN}.ics`,
      webcalUrl: `webcal://kodea.pe/calendario/${TOKEN}.ics`,
    });
  });
});
