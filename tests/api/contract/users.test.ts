import { resourceContracts } from './resourceContract.ts';

resourceContracts('users');
