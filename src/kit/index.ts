// The kit document's public surface: app, compositor, tools and server import from here.

export * from './model/index.ts';

// Operations and undo history (helper O) append their exports below.
