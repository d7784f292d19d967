/** The service's "now": tests move it to watch deadlines pass and sweeps find old orders. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
