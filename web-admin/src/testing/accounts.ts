import type { UserRole } from '@mise/contracts';
import type { FakeAccount } from '@mise/web-testing/identity';

/** An account the console's tests sign in with: its password is known. */
type KnownAccount = FakeAccount & { id: string; password: string; role: UserRole };

export const staff: KnownAccount = {
  id: 'staff-1',
  email: 'robin@mise.ca',
  password: 'Kitchen#Pass1',
  role: 'staff',
};

export const customer: KnownAccount = {
  id: 'customer-1',
  email: 'alex@example.com',
  password: 'Shopper#Pass1',
  role: 'customer',
};

/** The staff member as a session opened with /admin/signin names them, acting as a customer. */
export const staffAccess = { staffId: staff.id, emailAddress: staff.email };
