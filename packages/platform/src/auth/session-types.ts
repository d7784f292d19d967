import type { StaffRole, UserRole } from '@mise/contracts';

/** Who a request speaks for, from a verified token. */
export interface Session {
  userId: string;
  role: UserRole;
  emailAddress: string;
  /** A staff member's role; absent for customers (and read as support, the least, if missing). */
  staffRole?: StaffRole;
  /** Set when a staff member acts as this customer: who really is at the keyboard. */
  staff: { staffId: string; emailAddress: string; staffRole?: StaffRole } | null;
  /**
   * The session's record at identity, which can end it before its token expires. Every session
   * identity starts has one; a token without one (issued before sessions had records, or signed
   * by a service's own tests) is checked by its signature and expiry only.
   */
  sessionId?: string;
}
