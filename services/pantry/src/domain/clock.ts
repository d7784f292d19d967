/** The service's "now": tests move it to see a date become the past. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
