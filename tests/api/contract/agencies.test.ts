import { resourceContracts } from './resourceContract.ts';

resourceContracts('agencies');
