export * from './basics.ts';
export * from './ranges.ts';
export * from './designs.ts';
export * from './layers.ts';
export * from './field-ranges.ts';
export * from './kit.ts';
export * from './catalogue.ts';
