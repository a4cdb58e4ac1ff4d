export * from './ServiceBadges';
