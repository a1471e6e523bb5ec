/**
 * The rules inside the enhancement modules of app/enhance/ (docs/decisions/074) that hold logic of
 * their own; what they do to a page is checked in a browser (tests/e2e/enhancements.spec.ts and
 * the specs of each page).
 */
import { describe, expect, it } from 'vitest';
import { documentTypeFits } from '~/enhance/document-types';
import { autoplayState } from '~/enhance/slider';
import { parseShownOnSubmit } from '~/enhance/waiting-state';

describe('documentTypeFits (the sign-up’s document types by country)', () => {
  it('offers a country’s own types, and the types for all', () => {
    expect(documentTypeFits('PE', 'PE', true)).toBe(true);
    expect(documentTypeFits('PE CO', 'CO', true)).toBe(true);
    expect(documentTypeFits('PE', 'MX', true)).toBe(false);
    expect(documentTypeFits('all', 'MX', true)).toBe(true);
  });

  it('offers the others’ type only to a country without one of its own', () => {
    expect(documentTypeFits('others', 'US', false)).toBe(true);
    expect(documentTypeFits('others', 'PE', true)).toBe(false);
  });
});

describe('parseShownOnSubmit (a form’s waiting state)', () => {
  it('reads field=value, the value possibly holding another =', () => {
    expect(parseShownOnSubmit('intent=start-payment')).toEqual({ field: 'intent', value: 'start-payment' });
    expect(parseShownOnSubmit('method=a=b')).toEqual({ field: 'method', value: 'a=b' });
  });

  it('ignores an attribute that names no field', () => {
    expect(parseShownOnSubmit(undefined)).toBeNull();
    expect(parseShownOnSubmit('')).toBeNull();
    expect(parseShownOnSubmit('=x')).toBeNull();
    expect(parseShownOnSubmit('intent')).toBeNull();
  });
});

describe('autoplayState (the home’s slider)', () => {
  const idle = { reducedMotion: false, stopped: false, hovered: false, focused: false };

  it('plays until hovered or focused, and stays stopped once stopped', () => {
    expect(autoplayState(idle)).toBe('playing');
    expect(autoplayState({ ...idle, hovered: true })).toBe('paused');
    expect(autoplayState({ ...idle, focused: true })).toBe('paused');
    expect(autoplayState({ ...idle, stopped: true, hovered: true })).toBe('stopped');
  });

  it('never moves for a visitor who prefers reduced motion', () => {
    expect(autoplayState({ ...idle, reducedMotion: true })).toBe('off');
    expect(autoplayState({ ...idle, reducedMotion: true, stopped: true })).toBe('off');
  });
});
