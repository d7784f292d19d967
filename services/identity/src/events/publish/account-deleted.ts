import { userDeleted } from '@mise/contracts';
import { newEvent } from '@mise/platform';

export function userDeletedEvent(user: { id: string; emailAddress: string }) {
  return newEvent(userDeleted, {
    source: 'identity',
    subject: user.id,
    data: { userId: user.id, emailAddress: user.emailAddress },
  });
}
