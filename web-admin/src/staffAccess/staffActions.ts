const descriptions = new Map([
  ['access-customer-account', 'Opened a customer account'],
  ['update-customer-profile', 'Changed a customer profile'],
]);

/** What a staff member did, in words; an action the log learns later shows as the server names it. */
export const describeStaffAction = (action: string) => descriptions.get(action) ?? action;
