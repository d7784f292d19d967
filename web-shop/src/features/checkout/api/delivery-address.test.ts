import { describe, expect, it } from 'vitest';
import { montreal, shopper, toronto } from '../testing/checkout-fixture';
import {
  type AddressDraft,
  checkAddress,
  cityNamed,
  deliveryAddressKey,
  emptyAddress,
  prefilledAddress,
  readStoredAddress,
  storeAddress,
} from './delivery-address';

const complete: AddressDraft = {
  firstName: 'Ana',
  lastName: 'Tremblay',
  email: 'ana@example.com',
  phone: '+1 (416) 555-0134',
  lineOne: '25 King St W',
  lineTwo: '',
  city: 'toronto',
  province: 'ON',
  postalCode: 'm5h1a1',
  deliveryInstructions: '',
  allowSubstitute: false,
};

describe('the delivery address form', () => {
  it('is checked by the order contract and sent as the server stores it', () => {
    const { address, problems } = checkAddress(complete, [toronto]);
    expect(problems).toBeNull();
    expect(address).toMatchObject({
      city: 'Toronto',
      phone: '4165550134',
      postalCode: 'M5H 1A1',
      country: 'CA',
      allowSubstitute: false,
    });
  });

  it('names each field’s problem: missing, malformed or too long', () => {
    const { problems } = checkAddress(
      {
        ...complete,
        firstName: ' ',
        email: 'ana@',
        phone: '555-01',
        postalCode: '12345',
        lineOne: 'x'.repeat(201),
        province: '',
      },
      [toronto],
    );
    expect(problems).toEqual({
      firstName: { rule: 'required' },
      email: { rule: 'invalid' },
      phone: { rule: 'invalid' },
      postalCode: { rule: 'invalid' },
      lineOne: { rule: 'tooLong', max: 200 },
      province: { rule: 'required' },
    });
  });

  it('takes only a city the shop delivers to', () => {
    expect(checkAddress({ ...complete, city: 'Whitehorse' }, [toronto]).problems).toEqual({
      city: { rule: 'invalid' },
    });
    expect(checkAddress({ ...complete, city: '' }, [toronto]).problems).toEqual({
      city: { rule: 'required' },
    });
    expect(cityNamed([toronto, montreal], ' MONTREAL ')?._id).toBe('montreal');
  });

  it('starts from the last checkout’s copy, then the profile and its primary address', () => {
    expect(prefilledAddress(shopper(), {})).toEqual({
      ...emptyAddress,
      firstName: 'Ana',
      lastName: 'Tremblay',
      email: 'ana@example.com',
      phone: '416-555-0134',
      lineOne: '25 King St W',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5H 1A1',
      deliveryInstructions: 'Ring twice',
    });
    expect(prefilledAddress(shopper(), { lineOne: '1 Front St' }).lineOne).toBe('1 Front St');
    expect(prefilledAddress(null, {})).toEqual(emptyAddress);
  });

  it('reads stored copies of every shape the spec names, and ignores broken ones', () => {
    localStorage.setItem(
      deliveryAddressKey,
      JSON.stringify({
        emailAddress: 'a@b.ca',
        phoneNumber: '4165550134',
        addressLine1: '9 Bay St',
        lineTwo: '',
      }),
    );
    expect(readStoredAddress()).toEqual({
      email: 'a@b.ca',
      phone: '4165550134',
      lineOne: '9 Bay St',
    });

    storeAddress(complete);
    expect(readStoredAddress()).toEqual({
      ...complete,
      lineTwo: undefined,
      deliveryInstructions: undefined,
    });

    localStorage.setItem(deliveryAddressKey, '{not json');
    expect(readStoredAddress()).toEqual({});
    localStorage.clear();
  });
});
