import { afterEach, describe, expect, it } from 'vitest';
import { rememberCampaignPromoCode } from './local-storage';

afterEach(() => localStorage.clear());

describe('rememberCampaignPromoCode', () => {
  it('stores the code from the query string', () => {
    rememberCampaignPromoCode('?diet=vegan&campaignPromoCode=SPRING20');

    expect(localStorage.getItem('campaignPromoCode')).toBe('SPRING20');
  });

  it('keeps an earlier code when the link has none', () => {
    localStorage.setItem('campaignPromoCode', 'SPRING20');

    rememberCampaignPromoCode('?campaignPromoCode=');

    expect(localStorage.getItem('campaignPromoCode')).toBe('SPRING20');
  });
});
