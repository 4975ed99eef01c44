export * from './amortisation';
export * from './constants';
export * from './envelope';
export * from './errors';
export * from './money';
export * from './schemas/auth';
export * from './schemas/common';
export * from './schemas/user';
