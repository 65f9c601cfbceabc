import { resourceContracts } from './resourceContract.ts';

resourceContracts('products');
