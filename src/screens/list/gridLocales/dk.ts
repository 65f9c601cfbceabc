export { daDK as default } from '@mui/x-data-grid/locales';
