export * from './staff-actions.js';
