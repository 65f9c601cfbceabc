import { resourceContracts } from './resourceContract.ts';

resourceContracts('app');
