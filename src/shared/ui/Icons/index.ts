export * from './Icons';
export * from './ServiceIcons';
export * from './ControlIcons';
export * from './StatusIcons';
