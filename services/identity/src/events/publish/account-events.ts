import {
  type UserOnboarded,
  type UserRegistered,
  userContactChanged,
  userOnboarded,
  userRegistered,
} from '@mise/contracts';
import { newEvent } from '@mise/platform';
import type { UserRow } from '../../store/users.js';

/** Who to mail and how: what every event naming a shopper's contact carries. */
const contactOf = (user: UserRow) => ({
  userId: user.id,
  emailAddress: user.emailAddress,
  firstName: user.firstName,
  language: user.language,
});

export function userRegisteredEvent(user: UserRow, method: UserRegistered['method']) {
  return newEvent(userRegistered, {
    source: 'identity',
    subject: user.id,
    data: { ...contactOf(user), method, influencerId: user.influencerId },
  });
}

export function userOnboardedEvent(userId: string, choices: Omit<UserOnboarded, 'userId'>) {
  return newEvent(userOnboarded, {
    source: 'identity',
    subject: userId,
    data: {
      userId,
      diet: choices.diet,
      allergies: choices.allergies,
      servings: choices.servings,
      groceries: choices.groceries,
    },
  });
}

export function userContactChangedEvent(user: UserRow) {
  return newEvent(userContactChanged, {
    source: 'identity',
    subject: user.id,
    data: contactOf(user),
  });
}
