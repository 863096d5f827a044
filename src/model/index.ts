export * from './common.js';
export * from './invoicing.js';
export * from './operations.js';
export * from './pms.js';
export * from './pos.js';
