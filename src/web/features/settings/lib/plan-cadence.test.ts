import { describe, expect, it } from 'vitest';
import { cadenceNote } from './plan-cadence';

describe('cadenceNote', () => {
  it('states the plan cadence when the choice matches it', () => {
    expect(cadenceNote('pro', 'instant')).toEqual({
      allowed: true,
      text: 'Your Pro plan sends instant alerts.',
    });
    expect(cadenceNote('starter', 'daily')).toEqual({
      allowed: true,
      text: 'Your Starter plan sends a daily digest.',
    });
  });

  it('accepts a slower choice and says so', () => {
    expect(cadenceNote('pro', 'daily')).toEqual({
      allowed: true,
      text: 'Your Pro plan sends instant alerts; you have chosen a daily digest.',
    });
    expect(cadenceNote('pro', 'hourly').text).toBe(
      'Your Pro plan sends instant alerts; you have chosen an hourly digest.',
    );
  });

  it('names the plan that a faster choice needs', () => {
    expect(cadenceNote('free', 'daily')).toMatchObject({
      allowed: false,
      text: 'Your Free plan sends a weekly digest',
      upgradePlan: 'starter',
    });
    expect(cadenceNote('free', 'hourly')).toMatchObject({ allowed: false, upgradePlan: 'pro' });
    expect(cadenceNote('starter', 'instant')).toMatchObject({
      allowed: false,
      text: 'Your Starter plan sends a daily digest',
      upgradePlan: 'pro',
      upgradeText: 'Upgrade to Pro for instant and hourly alerts',
    });
  });
});
