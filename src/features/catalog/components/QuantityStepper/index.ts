export * from './QuantityStepper';
