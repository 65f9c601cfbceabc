import { resourceContracts } from './resourceContract.ts';

resourceContracts('booking');
