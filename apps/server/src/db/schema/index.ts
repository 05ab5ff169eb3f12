export * from './apps';
export * from './users';
export * from './catalogue-usage';
export * from './billing';
export * from './support';
export * from './secret-verifier';
export * from './personal-tools';
