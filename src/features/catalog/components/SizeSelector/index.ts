export * from './SizeSelector';
