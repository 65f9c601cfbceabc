export { zhCN as default } from '@mui/x-data-grid/locales';
