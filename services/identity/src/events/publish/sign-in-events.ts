import {
  type CustomerAccountAccessed,
  customerAccountAccessed,
  type UserSignedIn,
  userSignedIn,
} from '@mise/contracts';
import { newEvent } from '@mise/platform';

export function userSignedInEvent(signIn: UserSignedIn) {
  return newEvent(userSignedIn, { source: 'identity', subject: signIn.userId, data: signIn });
}

export function customerAccountAccessedEvent(access: CustomerAccountAccessed) {
  return newEvent(customerAccountAccessed, {
    source: 'identity',
    subject: access.customerId,
    data: access,
  });
}
