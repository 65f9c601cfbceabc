export { deDE as default } from '@mui/x-data-grid/locales';
