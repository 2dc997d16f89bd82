export * from './found-by';
export * from './manifest';
export * from './run-config';
export * from './url-map';
export * from './citation';
export * from './fixtures';
export * from './limits';
export * from './operator-config';
