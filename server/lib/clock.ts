/** The current time. Injected so tests can move it forward (code expiry, rate-limit windows). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
