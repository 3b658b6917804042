export * from './booking-lifecycle.ts';
export * from './booking-rules.ts';
export * from './ics.ts';
export * from './kinds.ts';
export * from './messages.ts';
export * from './reminders.ts';
export * from './rich-text.ts';
export * from './slot-rules.ts';
