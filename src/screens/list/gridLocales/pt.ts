export { ptPT as default } from '@mui/x-data-grid/locales';
