import { describe, expect, it } from 'vitest';
import { savedCard } from '@/shared/orders/testing/fake-orders-payments-api';
import { withDefault } from './payment-methods';

describe('saved cards', () => {
  it('has one default: the chosen card becomes it and the last one stops being it', () => {
    const visa = savedCard({ id: 'pm_visa', isDefault: true });
    const amex = savedCard({ id: 'pm_amex', isDefault: false });
    const chosen = { ...amex, isDefault: true };

    expect(withDefault([visa, amex], chosen)).toEqual([{ ...visa, isDefault: false }, chosen]);
  });
});
