// The §5 field schemas, one per rule. Every schema is required (missing or blank →
// 'Ce champ ne peut pas être vide') unless wrapped with `optional()`; postal codes are
// optional by rule.
export * from './card.fields.ts';
export * from './date.fields.ts';
export * from './number.fields.ts';
export * from './optional.ts';
export * from './phone.fields.ts';
export * from './postal-code.fields.ts';
export * from './text.fields.ts';
