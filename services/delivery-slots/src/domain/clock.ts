/** The service's "now": tests move it to watch slots close and holds lapse. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
