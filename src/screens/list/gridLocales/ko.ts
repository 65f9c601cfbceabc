export { koKR as default } from '@mui/x-data-grid/locales';
