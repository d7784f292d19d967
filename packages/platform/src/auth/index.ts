export * from './cross-site.js';
export * from './session.js';
