import { resourceContracts } from './resourceContract.ts';

resourceContracts('travel');
