import type { Address } from '@mise/contracts';
import type { Province } from '@/shared/address/province';

/** An address as typed: every field text, the province unset until chosen. */
export type AddressDraft = Omit<Address, 'province' | 'country'> & { province: Province | '' };

export const emptyAddressDraft: AddressDraft = {
  lineOne: '',
  lineTwo: '',
  city: '',
  province: '',
  postalCode: '',
  deliveryInstructions: '',
  primary: false,
};

export const draftOf = ({ country: _country, ...address }: Address): AddressDraft => address;

/** The fields the form requires before sending; the rest of the checks are the server's. */
export const requiredAddressFields = ['lineOne', 'city', 'province', 'postalCode'] as const;

export function missingFields(draft: AddressDraft): (typeof requiredAddressFields)[number][] {
  return requiredAddressFields.filter((field) => draft[field].trim() === '');
}

/** Only one address is the primary one: choosing another one takes it from the last. */
function withOnePrimary(addresses: Address[], primaryAt: number): Address[] {
  return addresses.map((address, index) => ({ ...address, primary: index === primaryAt }));
}

/**
 * The list to save with `draft` at `index`, or added at the end for null. Where the draft is
 * sent matters: the server names a refused field by it (`addresses.2.postalCode`).
 */
export function withAddress(
  addresses: readonly Address[],
  index: number | null,
  draft: AddressDraft & { province: Province },
): { addresses: Address[]; at: number } {
  const at = index ?? addresses.length;
  const address: Address = { ...draft, country: 'CA' };
  const list = [...addresses];
  list[at] = address;
  return { addresses: draft.primary ? withOnePrimary(list, at) : list, at };
}

export function withoutAddress(addresses: readonly Address[], index: number): Address[] {
  return addresses.filter((_address, at) => at !== index);
}

export function withPrimary(addresses: readonly Address[], index: number): Address[] {
  return withOnePrimary([...addresses], index);
}
