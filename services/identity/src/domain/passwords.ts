/**
 * The port to the password hashing library: only a slow, salted hash of a password is kept, and
 * an offered password is checked against it.
 */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  /**
   * Whether the offered password is the account's. With no stored hash (no such account, or one
   * without a password) the answer is false, and takes as long as a real check, so that how long
   * it takes does not tell which e-mails have accounts.
   */
  matches(storedHash: string | null, offered: string): Promise<boolean>;
}
