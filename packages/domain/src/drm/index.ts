export * from './catalogue.ts';
export * from './crd-size.ts';
export * from './deadline.ts';
export * from './defaults.ts';
export * from './drm-csv.ts';
export * from './drm-return.ts';
export * from './identity.ts';
export * from './volume.ts';
