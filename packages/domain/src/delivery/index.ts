export * from './carriers.ts';
export * from './modes.ts';
export * from './options.ts';
export * from './zones.ts';
