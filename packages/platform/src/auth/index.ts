export * from './cross-site.js';
export * from './session.js';
export * from './session-liveness.js';
