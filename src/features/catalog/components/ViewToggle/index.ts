export * from './ViewToggle';
