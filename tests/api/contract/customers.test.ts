import { resourceContracts } from './resourceContract.ts';

resourceContracts('customers');
