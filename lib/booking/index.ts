export * from './clock';
export * from './hours';
export * from './settings';
export * from './windows';
