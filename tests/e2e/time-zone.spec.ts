/**
 * Hours in the family's zone (issue 20 point 4). Without JavaScript no `kodea_tz` cookie exists:
 * a Mexican parent (mama.mx@example.com, country MX) must read /vacaciones and /dashboard in
 * Mexico City's hours, named as such, not Lima's. The browser's own zone, once reported, still
 * wins; a visitor without it keeps Lima.
 *
 * The Lima hours are read from the same page (a visitor's, or the parent's with a Lima cookie),
 * so the tests hold whatever schedules the fixtures give: Mexico City is one hour behind Lima
 * all year (neither keeps daylight saving time).
 */
import type { Page } from '@playwright/test';
import { expect, signInByCookie, test } from './fixtures';
import { expectZoneReported, waitForEnhancements, zoneCookie } from './support';

const MEXICAN_PARENT = 'mama.mx@example.com';
const VACATIONS = '/vacaciones?edad=12_plus';

/** '4:00 PM' → '3:00 PM' in every hour of a text: Lima's hours as Mexico City reads them. */
function oneHourEarlier(text: string): string {
  return text.replace(/\b(\d{1,2}):(\d{2}) (AM|PM)\b/g, (_, hour: string, minutes: string, half: string) => {
    const total = ((Number(hour) % 12) + (half === 'PM' ? 12 : 0) + 23) % 24;
    return `${total % 12 === 0 ? 12 : total % 12}:${minutes} ${total >= 12 ? 'PM' : 'AM'}`;
  });
}

async function setZoneCookie(page: Page, zone: string) {
  const url = new URL(page.url());
  await page.context().addCookies([{ name: 'kodea_tz', value: encodeURIComponent(zone), url: url.origin }]);
}

async function vacationSchedules(page: Page): Promise<string[]> {
  await page.goto(VACATIONS);
  const schedules = page.locator('.schedule-option strong');
  await expect(schedules.first()).toBeVisible();
  return schedules.allInnerTexts();
}

async function dashboardSchedules(page: Page): Promise<string[]> {
  await page.goto('/dashboard?pestana=cursos');
  const lines = page.locator('.enrolment-facts__line');
  await expect(lines.first()).toBeVisible();
  return lines.allInnerTexts();
}

test.describe('without JavaScript', { tag: '@no-js' }, () => {
  test("a Mexican parent reads /vacaciones in Mexico City's hours, and the page says so", async ({
    page,
  }) => {
    const lima = await vacationSchedules(page);
    await expect(page.getByText('Horas en tu zona horaria (hora de Perú)')).toBeVisible();
    expect(lima.some((text) => /\d:\d{2} (AM|PM)/.test(text))).toBe(true);

    await signInByCookie(page, MEXICAN_PARENT, '/dashboard');
    const mexico = await vacationSchedules(page);
    await expect(page.getByText('Horas en tu zona horaria (hora de Ciudad de México)')).toBeVisible();
    await expect(page.getByText('hora de Perú')).toHaveCount(0);
    expect(mexico).toEqual(lima.map(oneHourEarlier));
  });

  test("a Mexican parent reads the parents' zone in Mexico City's hours", async ({ page }) => {
    await signInByCookie(page, MEXICAN_PARENT, '/dashboard');
    const mexico = await dashboardSchedules(page);
    await expect(page.getByText('(hora de Ciudad de México)').first()).toBeVisible();
    await expect(page.getByText('hora de Perú')).toHaveCount(0);

    // The same cards in Lima's hours, as a browser in Lima would report them.
    await setZoneCookie(page, 'America/Lima');
    const lima = await dashboardSchedules(page);
    await expect(page.getByText('(hora de Perú)').first()).toBeVisible();
    expect(mexico).toEqual(lima.map(oneHourEarlier));
    expect(mexico).not.toEqual(lima);
  });
});

// With JavaScript: the same page as without it, then the zone the browser reports as well.
test("the browser's reported zone wins over the parent's country", { tag: '@js' }, async ({ page }) => {
  await signInByCookie(page, MEXICAN_PARENT, '/dashboard');
  await setZoneCookie(page, 'America/Bogota');
  await page.goto(VACATIONS);
  await expect(page.getByText('Horas en tu zona horaria (hora de Colombia)')).toBeVisible();
  // The browser's own zone (Lima in playwright.config.ts) is read at the visitor's first key,
  // pointer or form send, never while the page loads.
  await waitForEnhancements(page);
  expect(await zoneCookie(page)).toBe(encodeURIComponent('America/Bogota'));
  await expectZoneReported(page, 'America/Lima');
});
