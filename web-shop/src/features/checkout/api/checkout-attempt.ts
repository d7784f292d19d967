/**
 * One Idempotency-Key per checkout attempt (architecture: "Commands that spend money or capacity
 * accept an Idempotency-Key"). Asking again while the outcome is unknown (a double click, a
 * retry after a lost answer or a 5xx) reuses the key, so the server answers with the same order
 * and never charges twice. Any definite answer ends the attempt: an order placed, a card
 * declined (a new card makes a new attempt), or a refusal, after which the server has changed
 * nothing and the corrected order is a new attempt.
 */
export class CheckoutAttempt {
  private key: string | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key of the attempt under way, or of a new one. */
  current(): string {
    this.key ??= this.newKey();
    return this.key;
  }

  end(): void {
    this.key = null;
  }
}
