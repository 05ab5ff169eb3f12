export * from './apps';
export * from './users';
