import { resourceContracts } from './resourceContract.ts';

resourceContracts('system');
