import { resourceContracts } from './resourceContract.ts';

resourceContracts('newsletter');
