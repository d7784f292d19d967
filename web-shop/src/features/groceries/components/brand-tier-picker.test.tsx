import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@/shared/i18n/languages';
import { renderRoutes } from '@/shared/testing/render-routes';
import type { BrandTier } from '../api/brand-tiers';
import { BrandTierPicker } from './brand-tier-picker';

/** The groceries' price the server answers per tier, for 6 servings, with 2 Organic gaps. */
const priced: Record<BrandTier, number> = { LOW_COST: 1572, PREMIUM: 1872, ORGANIC: 1500 };

function PricedPicker() {
  const [tier, setTier] = useState<BrandTier>('LOW_COST');
  return (
    <BrandTierPicker
      value={tier}
      onChange={setTier}
      fallback={{ tier, count: tier === 'ORGANIC' ? 2 : 0 }}
      cost={{ priceOfRequiredProducts: priced[tier], totalServings: 6 }}
    />
  );
}

const render = (language: Language = 'en-CA') =>
  renderRoutes([{ path: '/groceries', element: <PricedPicker /> }], '/groceries', language);

afterEach(cleanup);

describe('BrandTierPicker', () => {
  it('explains a tier switch as the change per serving, in both directions', () => {
    render();
    expect(screen.getByRole('status').textContent).toBe('');

    fireEvent.click(screen.getByRole('radio', { name: /Premium/ }));
    // (1872 - 1572) / 6 = 50 cents a serving.
    expect(screen.getByRole('status').textContent).toBe(
      'Switching from Low cost to Premium costs $0.50 more per serving.',
    );

    fireEvent.click(screen.getByRole('radio', { name: /Organic/ }));
    // (1500 - 1872) / 6 = -62 cents a serving.
    expect(screen.getByRole('status').textContent).toBe(
      'Switching from Premium to Organic saves $0.62 per serving.',
    );
    expect(
      screen.getByText(
        '2 items have no Organic product: you get the low-cost ones, at their price + 12%.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/coefficient/)).toBeNull();
  });

  it('says it in French too', () => {
    render('fr-CA');
    fireEvent.click(screen.getByRole('radio', { name: /Premium/ }));
    expect(screen.getByRole('status').textContent).toMatch(
      /^Passer de Économique à Premium coûte 0,50\s\$ de plus par portion\.$/,
    );
  });
});
