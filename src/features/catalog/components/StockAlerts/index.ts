export { StockAlerts } from './StockAlerts';
