import { resourceContracts } from './resourceContract.ts';

resourceContracts('tickets');
