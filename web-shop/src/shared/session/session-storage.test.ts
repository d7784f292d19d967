import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetAccount,
  forgetAllButStartup,
  forgetDeliveryAddress,
  rememberSignedIn,
  wasSignedIn,
} from './session-storage';

const everyKey = [
  'settings',
  'deliveryAddress',
  'allergies',
  'onboarding',
  'config',
  'bulkType',
  'dietPlan',
  'search',
  'buildMenu',
  'influencer',
  'guestUserId',
  'emailInPopup',
  'campaignPromoCode',
  'cartDraft',
  'language',
];

beforeEach(() => {
  localStorage.clear();
  for (const key of everyKey) localStorage.setItem(key, `${key}-value`);
});

describe('the signed-in marker', () => {
  it("is the spec's 'user' key with the e-mail", () => {
    localStorage.removeItem('user');
    expect(wasSignedIn()).toBe(false);

    rememberSignedIn('ana@example.com');

    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      email: 'ana@example.com',
    });
    expect(wasSignedIn()).toBe(true);
  });
});

describe('forgetAccount (a sign-out)', () => {
  it('drops the marker, the address, allergies, diet plan and cart, and nothing else', () => {
    rememberSignedIn('ana@example.com');

    forgetAccount();

    const gone = ['user', 'deliveryAddress', 'allergies', 'dietPlan', 'cartDraft'];
    for (const key of gone) expect(localStorage.getItem(key)).toBeNull();
    for (const key of everyKey.filter((key) => !gone.includes(key))) {
      expect(localStorage.getItem(key)).toBe(`${key}-value`);
    }
  });
});

describe('forgetAllButStartup (a session found gone)', () => {
  it('keeps config, influencer and the language only', () => {
    rememberSignedIn('ana@example.com');

    forgetAllButStartup();

    expect(
      Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)).sort(),
    ).toEqual(['config', 'influencer', 'language']);
  });
});

it('forgetDeliveryAddress drops the saved delivery address alone', () => {
  forgetDeliveryAddress();

  expect(localStorage.getItem('deliveryAddress')).toBeNull();
  expect(localStorage.length).toBe(everyKey.length - 1);
});
