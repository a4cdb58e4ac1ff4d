export { tableCellStyles } from './tableCells';
