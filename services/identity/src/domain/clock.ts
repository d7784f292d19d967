/** The service's "now": tests move it forward to watch waits and codes run out. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
