export { esES as default } from '@mui/x-data-grid/locales';
