export * from './catalog/events.js';
export * from './catalog/http.js';
export * from './events.js';
export * from './health.js';
export * from './problem.js';
export * from './share-url/events.js';
export * from './share-url/http.js';
