export * from './users';
export * from './sessions';
export * from './plans';
export * from './system-configs';
export * from './support-tickets';
export * from './email-outbox';
export * from './rate-limits';
