import type { Address } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyAddressDraft,
  missingFields,
  withAddress,
  withoutAddress,
  withPrimary,
} from './addresses';

const home: Address = {
  lineOne: '12 Rue Principale',
  lineTwo: '',
  city: 'Gatineau',
  province: 'QC',
  postalCode: 'J8X 1A1',
  deliveryInstructions: '',
  country: 'CA',
  primary: true,
};
const office: Address = {
  ...home,
  lineOne: '100 Queen St',
  city: 'Ottawa',
  province: 'ON',
  primary: false,
};
const { country: _country, ...cottage } = { ...home, lineOne: '3 Lake Rd', primary: false };

describe('saving an address', () => {
  it('adds a new one at the end, in Canada, and says where it was sent', () => {
    const saved = withAddress([home], null, cottage);

    expect(saved.at).toBe(1);
    expect(saved.addresses).toEqual([home, { ...cottage, country: 'CA' }]);
  });

  it('replaces the edited one in its place', () => {
    const saved = withAddress([home, office], 1, { ...cottage, city: 'Kanata' });

    expect(saved.at).toBe(1);
    expect(saved.addresses[1]?.city).toBe('Kanata');
    expect(saved.addresses[0]).toEqual(home);
  });

  it('keeps one primary: a new primary takes the flag from the last', () => {
    const saved = withAddress([home, office], null, { ...cottage, primary: true });

    expect(saved.addresses.map((address) => address.primary)).toEqual([false, false, true]);
    expect(withPrimary([home, office], 1).map((address) => address.primary)).toEqual([false, true]);
  });

  it('removes one and leaves the others as they were', () => {
    expect(withoutAddress([home, office], 0)).toEqual([office]);
  });

  it('needs a first line, city, province and postal code before it is sent', () => {
    expect(missingFields(emptyAddressDraft)).toEqual(['lineOne', 'city', 'province', 'postalCode']);
    expect(missingFields({ ...cottage, postalCode: '  ' })).toEqual(['postalCode']);
  });
});
