export * from './common.js';
export * from './events.js';
export * from './invoicing.js';
export * from './operations.js';
export * from './pms.js';
export * from './pos.js';
export * from './validation.js';
