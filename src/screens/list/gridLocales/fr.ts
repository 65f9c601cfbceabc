export { frFR as default } from '@mui/x-data-grid/locales';
