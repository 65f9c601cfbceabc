export { arSD as default } from '@mui/x-data-grid/locales';
