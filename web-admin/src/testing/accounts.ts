import type { FakeAccount } from './fakeIdentityApi';

export const staff: FakeAccount = {
  id: 'staff-1',
  emailAddress: 'robin@mise.ca',
  password: 'Kitchen#Pass1',
  role: 'staff',
};

export const customer: FakeAccount = {
  id: 'customer-1',
  emailAddress: 'alex@example.com',
  password: 'Shopper#Pass1',
  role: 'customer',
};
