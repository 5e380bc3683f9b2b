/**
 * The kit document's API as the editor uses it: the model, and the operations and history that
 * src/kit/index.ts does not re-export (yet). One import path for every editor module.
 */
export * from '../kit/index.ts';
export * from '../kit/operations/index.ts';
export * from '../kit/history/index.ts';
