export { jaJP as default } from '@mui/x-data-grid/locales';
