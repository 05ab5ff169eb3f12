export * from './apps';
