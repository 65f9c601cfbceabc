import { resourceContracts } from './resourceContract.ts';

resourceContracts('configs');
