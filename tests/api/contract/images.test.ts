import { resourceContracts } from './resourceContract.ts';

resourceContracts('images');
