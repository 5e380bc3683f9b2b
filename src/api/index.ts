export * from './client.ts';
export * from './retry.ts';
export type * from './types.ts';
