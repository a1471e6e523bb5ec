/** Pure rules of campaigns and the trial-class banner (decision 036). */
import { describe, expect, it } from 'vitest';
import { campaignHref, isCurrent, limaToday } from '../../server/campaigns/current';
import { campaignDatesText } from '../../server/campaigns/view';
import { trialBannerState, trialCookie } from '../../app/lib/trial-banner.server';

describe('campaign dates', () => {
  const campaign = { starts_on: '2026-12-01', ends_on: '2026-12-31' };

  it('a campaign is on from its first day to its last, both included', () => {
    expect(isCurrent(campaign, '2026-11-30')).toBe(false);
    expect(isCurrent(campaign, '2026-12-01')).toBe(true);
    expect(isCurrent(campaign, '2026-12-31')).toBe(true);
    expect(isCurrent(campaign, '2027-01-01')).toBe(false);
  });

  it("days are Lima's: 03:00 UTC on the 1st is still the 31st in Lima", () => {
    expect(limaToday(new Date('2027-01-01T03:00:00Z'))).toBe('2026-12-31');
    expect(limaToday(new Date('2027-01-01T05:00:00Z'))).toBe('2027-01-01');
  });

  it('keeps the day it formats for a minute only, so midnight in Lima turns it in either direction', () => {
    expect(limaToday(new Date('2027-01-01T04:59:01Z'))).toBe('2026-12-31');
    expect(limaToday(new Date('2027-01-01T04:59:59.999Z'))).toBe('2026-12-31');
    expect(limaToday(new Date('2027-01-01T05:00:00Z'))).toBe('2027-01-01');
    expect(limaToday(new Date('2027-01-01T05:00:59Z'))).toBe('2027-01-01');
    expect(limaToday(new Date('2027-01-01T04:59:30Z'))).toBe('2026-12-31');
  });

  it('the dates line and the link', () => {
    expect(campaignDatesText(campaign)).toBe('Del 1 de diciembre de 2026 al 31 de diciembre de 2026');
    expect(campaignHref({ id: 'navidad', link: null })).toBe('/campanas/navidad');
    expect(campaignHref({ id: 'vacaciones', link: '/vacaciones' })).toBe('/vacaciones');
  });
});

describe('the banner cookie', () => {
  const state = (cookie?: string) =>
    trialBannerState(new Request('http://localhost/', { headers: cookie ? { cookie } : {} }));

  it('no cookie is a first-time visitor; dismissed and booked are told apart', () => {
    expect(state()).toBe('new');
    expect(state('kodea_tz=America%2FLima; kodea_prueba=oculto')).toBe('dismissed');
    expect(state('kodea_prueba=reservado')).toBe('booked');
    expect(state('kodea_prueba=otra-cosa')).toBe('new');
    expect(state('no_kodea_prueba=oculto')).toBe('new');
  });

  it('the cookie set is httpOnly, site-wide and lasts a year', () => {
    expect(trialCookie('dismissed')).toMatch(
      /^kodea_prueba=oculto; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/,
    );
  });
});
