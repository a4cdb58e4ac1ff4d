export * from './BenefitsStrip';
