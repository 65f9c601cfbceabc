export { ruRU as default } from '@mui/x-data-grid/locales';
